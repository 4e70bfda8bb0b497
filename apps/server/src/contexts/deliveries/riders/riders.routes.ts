// The signed-in rider's own: dashboard, availability, profile and photo. No id in any URL: the
// rider is the session's (the rider audience scope: access/audiences.ts). The photo is one
// multipart file field "photo" with the shop photo's rules: over 10 MB → 413, not an image or
// over 40 MP → 400, each with a field message.
import {
  AvailabilitySchema,
  AvailabilityViewSchema,
  RiderDashboardSchema,
  RiderProfileSchema,
  RiderProfileUpdateSchema,
} from '@dwa/domain/deliveries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorId } from '../../../access/audiences.ts';
import { registerOwnPhotoRoute } from '../../catalog/public.ts';
import { setAvailability } from './availability.service.ts';
import { getRiderDashboard } from './rider-dashboard.service.ts';
import type { RiderDeps } from './rider-deps.ts';
import { removeRiderPhoto, replaceRiderPhoto } from './rider-photo.service.ts';
import { getRiderProfile, updateRiderProfile } from './rider-profile.service.ts';

export function registerRiderRoutes(app: FastifyInstance, deps: RiderDeps) {
  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const profileAnswer = { response: { 200: RiderProfileSchema } };

    api.get(
      '/rider/dashboard',
      { schema: { response: { 200: RiderDashboardSchema } } },
      async (request) => getRiderDashboard(deps, actorId(request)),
    );

    api.put(
      '/rider/availability',
      { schema: { body: AvailabilitySchema, response: { 200: AvailabilityViewSchema } } },
      async (request) => setAvailability(deps, actorId(request), request.body.online),
    );

    api.get('/rider/profile', { schema: profileAnswer }, async (request) =>
      getRiderProfile(deps, actorId(request)),
    );

    api.put(
      '/rider/profile',
      { schema: { body: RiderProfileUpdateSchema, ...profileAnswer } },
      async (request) => updateRiderProfile(deps, actorId(request), request.body),
    );

    api.delete('/rider/profile/photo', { schema: profileAnswer }, async (request) => {
      const riderId = actorId(request);
      await removeRiderPhoto(deps, riderId);
      return getRiderProfile(deps, riderId);
    });

    await registerOwnPhotoRoute(scope, {
      url: '/rider/profile/photo',
      keyPrefix: 'errors.riders.photo',
      profile: RiderProfileSchema,
      replace: (riderId, photo) => replaceRiderPhoto(deps, riderId, photo),
      answer: (riderId) => getRiderProfile(deps, riderId),
    });
  });
}
