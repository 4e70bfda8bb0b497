// Twi texts of the seller dashboard; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerDashboard } from './en.ts';

export const twSellerDashboard: CatalogShape<typeof enSellerDashboard> = {
  sellerDashboard: {
    title: 'Dashboard',
  },
};
