// The rider's photo: the shop photo's pipeline and storage (catalog: owner-photo.ts), under
// riders/<riderId>/; a rider gone meanwhile is as good as signed out.
import { riders } from '@dwa/db/schema/index';
import {
  type EncodedPhoto,
  type PhotoOwner,
  removeOwnerPhoto,
  replaceOwnerPhoto,
} from '../../catalog/public.ts';
import type { RiderDeps } from './rider-deps.ts';
import { goneRider } from './rider-profile.service.ts';

const riderPhoto = (riderId: string): PhotoOwner => ({
  table: riders,
  id: riderId,
  folder: `riders/${riderId}`,
  gone: goneRider,
});

export const replaceRiderPhoto = (deps: RiderDeps, riderId: string, photo: EncodedPhoto) =>
  replaceOwnerPhoto(deps, riderPhoto(riderId), photo);

export const removeRiderPhoto = (deps: RiderDeps, riderId: string) =>
  removeOwnerPhoto(deps, riderPhoto(riderId));
