// Asante Twi. Brand names (Dwa, WhatsApp, MTN) and numbers stay as they are.
// The seller center's texts (the shape of en-seller.ts), loaded with its screens.
import type { enSeller } from './en-seller.ts';
import { twSellerCenter } from './seller-center/tw.ts';
import { twSellerDashboard } from './seller-dashboard/tw.ts';
import { twSellerDeliveries } from './seller-deliveries/tw.ts';
import { twSellerPhotos } from './seller-photos/tw.ts';
import { twSellerProducts } from './seller-products/tw.ts';
import { twSellerProfile } from './seller-profile/tw.ts';
import { twSellerReceipts } from './seller-receipts/tw.ts';
import { twSellerUploads } from './seller-uploads/tw.ts';
import type { CatalogShape } from './types.ts';

export const twSeller: CatalogShape<typeof enSeller> = {
  ...twSellerCenter,
  ...twSellerPhotos,
  ...twSellerProducts,
  ...twSellerDashboard,
  ...twSellerUploads,
  ...twSellerProfile,
  ...twSellerReceipts,
  ...twSellerDeliveries,
};
