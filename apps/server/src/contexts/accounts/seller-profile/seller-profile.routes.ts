// The signed-in seller's Edit Shop routes: profile, shop photo, WhatsApp number change, wallet.
// Registered in the seller audience scope (access/audiences.ts). The shop photo is one multipart
// file field "photo" with the product photos' refusals: over 10 MB → 413, not an image or over
// 40 MP → 400, each with a field message.

import { CodeSentSchema } from '@dwa/domain/auth';
import {
  BuySafelyUpdateSchema,
  PhoneChangeCodeSchema,
  PhoneChangeSchema,
  ProfileUpdateSchema,
  SellerProfileSchema,
  WalletResponseSchema,
  WalletUpdateSchema,
} from '@dwa/domain/seller-profile';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorId } from '../../../access/audiences.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import { registerOwnPhotoRoute } from '../../catalog/public.ts';
import type { AuthDeps, RequestMeta } from '../auth/auth-deps.ts';
import { changeSellerPhone, sendPhoneChangeCode } from './phone-change.service.ts';
import { getSellerProfile, setBuySafely, updateSellerProfile } from './seller-profile.service.ts';
import { replaceShopPhoto } from './shop-photo.service.ts';
import { getWallet, saveWallet } from './wallet.service.ts';

export type SellerProfileDeps = AuthDeps & { storage: ObjectStorage };

const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  lang: requestLanguage(request.headers['accept-language']),
});

export function registerSellerProfileRoutes(app: FastifyInstance, deps: SellerProfileDeps) {
  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const profileAnswer = { response: { 200: SellerProfileSchema } };

    api.get('/seller/profile', { schema: profileAnswer }, async (request) =>
      getSellerProfile(deps.db, actorId(request)),
    );

    api.put(
      '/seller/profile',
      { schema: { body: ProfileUpdateSchema, ...profileAnswer } },
      async (request) => updateSellerProfile(deps, actorId(request), request.body),
    );

    api.put(
      '/seller/profile/buy-safely',
      { schema: { body: BuySafelyUpdateSchema, ...profileAnswer } },
      async (request) => setBuySafely(deps, actorId(request), request.body.enabled),
    );

    api.post(
      '/seller/profile/phone/code',
      { schema: { body: PhoneChangeCodeSchema, response: { 202: CodeSentSchema } } },
      async (request, reply) => {
        const answer = await sendPhoneChangeCode(
          deps,
          actorId(request),
          request.body.phone,
          metaOf(request),
        );
        return reply.code(202).send(answer);
      },
    );

    api.post(
      '/seller/profile/phone',
      { schema: { body: PhoneChangeSchema, ...profileAnswer } },
      async (request) => {
        const id = actorId(request);
        await changeSellerPhone(deps, id, request.body);
        return getSellerProfile(deps.db, id);
      },
    );

    api.get(
      '/seller/wallet',
      { schema: { response: { 200: WalletResponseSchema } } },
      async (request) => ({
        wallet: await getWallet(deps.db, actorId(request)),
      }),
    );

    api.put(
      '/seller/wallet',
      { schema: { body: WalletUpdateSchema, response: { 200: WalletResponseSchema } } },
      async (request) => ({ wallet: await saveWallet(deps, actorId(request), request.body) }),
    );

    await registerOwnPhotoRoute(scope, {
      url: '/seller/profile/photo',
      keyPrefix: 'sellerProfile.photo',
      profile: SellerProfileSchema,
      replace: (sellerId, photo) => replaceShopPhoto(deps, sellerId, photo),
      answer: (sellerId) => getSellerProfile(deps.db, sellerId),
    });
  });
}
