// English texts of the seller center (part of `en`), one folder per part of it. The web adds them
// with the seller screens (apps/web/src/lib/seller-texts.ts).
import { enSellerCenter } from './seller-center/en.ts';
import { enSellerDashboard } from './seller-dashboard/en.ts';
import { enSellerDeliveries } from './seller-deliveries/en.ts';
import { enSellerPhotos } from './seller-photos/en.ts';
import { enSellerProducts } from './seller-products/en.ts';
import { enSellerProfile } from './seller-profile/en.ts';
import { enSellerReceipts } from './seller-receipts/en.ts';
import { enSellerUploads } from './seller-uploads/en.ts';

/** Marked pure (not spread) so a bundle that does not use it drops it: the first page
 * imports the catalog module that assembles `en` from this. */
export const enSeller: typeof enSellerCenter &
  typeof enSellerPhotos &
  typeof enSellerProducts &
  typeof enSellerDashboard &
  typeof enSellerUploads &
  typeof enSellerProfile &
  typeof enSellerReceipts &
  typeof enSellerDeliveries = /* @__PURE__ */ Object.assign(
  {},
  enSellerCenter,
  enSellerPhotos,
  enSellerProducts,
  enSellerDashboard,
  enSellerUploads,
  enSellerProfile,
  enSellerReceipts,
  enSellerDeliveries,
);
