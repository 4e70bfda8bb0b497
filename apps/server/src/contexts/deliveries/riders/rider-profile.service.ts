// The signed-in rider's profile: read it, and change what a rider may change. The number is the
// sign-in and verification is the admins', so neither is written here. Every query names the
// rider from the session, never from the client.
import type { Db } from '@dwa/db/client';
import { riders } from '@dwa/db/schema/index';
import type { RiderProfile, RiderProfileUpdateSchema } from '@dwa/domain/deliveries';
import type { ServiceZone, VehicleType } from '@dwa/domain/enums';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { toPhotoView } from '../../catalog/public.ts';
import { isVerifiedNow } from './rider-status.ts';

// The session outlived its rider: as good as signed out (the payouts answer the same).
export const goneRider = () => new HttpError(401, 'unauthorized');

export async function getRiderProfile(
  deps: { db: Db; clock: Clock },
  riderId: string,
): Promise<RiderProfile> {
  const [r] = await deps.db.select().from(riders).where(eq(riders.id, riderId)).limit(1);
  if (!r) throw goneRider();
  return {
    id: r.id,
    name: r.name,
    phone: r.whatsappNumber,
    baseLocation: r.baseLocation,
    vehicleType: r.vehicleType as VehicleType,
    serviceZones: r.serviceZones as ServiceZone[],
    languages: r.languages,
    photo: r.photoVariants ? toPhotoView(r.photoVariants) : null,
    isVerified: isVerifiedNow(r, deps.clock.now()),
    verificationExpiry: r.verificationExpiry?.toISOString() ?? null,
  };
}

export async function updateRiderProfile(
  deps: { db: Db; clock: Clock },
  riderId: string,
  input: z.output<typeof RiderProfileUpdateSchema>,
): Promise<RiderProfile> {
  const updated = await deps.db
    .update(riders)
    .set({
      name: input.name,
      baseLocation: input.baseLocation,
      vehicleType: input.vehicleType,
      // A zone ticked twice is one zone.
      serviceZones: [...new Set(input.serviceZones)],
      languages: [...new Set(input.languages)],
      updatedAt: deps.clock.now(),
    })
    .where(eq(riders.id, riderId))
    .returning({ id: riders.id });
  if (updated.length === 0) throw goneRider();
  return getRiderProfile(deps, riderId);
}
