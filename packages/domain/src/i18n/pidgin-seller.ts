// Ghanaian Pidgin. Brand names (Dwa, WhatsApp, MTN) and numbers stay as they are.
// The seller center's texts (the shape of en-seller.ts), loaded with its screens.
import type { enSeller } from './en-seller.ts';
import { pidginSellerCenter } from './seller-center/pidgin.ts';
import { pidginSellerDashboard } from './seller-dashboard/pidgin.ts';
import { pidginSellerDeliveries } from './seller-deliveries/pidgin.ts';
import { pidginSellerPhotos } from './seller-photos/pidgin.ts';
import { pidginSellerProducts } from './seller-products/pidgin.ts';
import { pidginSellerProfile } from './seller-profile/pidgin.ts';
import { pidginSellerReceipts } from './seller-receipts/pidgin.ts';
import { pidginSellerUploads } from './seller-uploads/pidgin.ts';
import type { CatalogShape } from './types.ts';

export const pidginSeller: CatalogShape<typeof enSeller> = {
  ...pidginSellerCenter,
  ...pidginSellerPhotos,
  ...pidginSellerProducts,
  ...pidginSellerDashboard,
  ...pidginSellerUploads,
  ...pidginSellerProfile,
  ...pidginSellerReceipts,
  ...pidginSellerDeliveries,
};
