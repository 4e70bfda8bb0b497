// English texts of the seller center (part of `en`), one folder per part of it. The web adds them
// with the seller screens (apps/web/src/lib/seller-texts.ts).
import { enSellerCenter } from './seller-center/en.ts';
import { enSellerDashboard } from './seller-dashboard/en.ts';
import { enSellerPhotos } from './seller-photos/en.ts';
import { enSellerProducts } from './seller-products/en.ts';
import { enSellerProfile } from './seller-profile/en.ts';
import { enSellerUploads } from './seller-uploads/en.ts';

export const enSeller = {
  ...enSellerCenter,
  ...enSellerPhotos,
  ...enSellerProducts,
  ...enSellerDashboard,
  ...enSellerUploads,
  ...enSellerProfile,
};
