// Ghanaian Pidgin texts of the seller dashboard; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerDashboard } from './en.ts';

export const pidginSellerDashboard: CatalogShape<typeof enSellerDashboard> = {
  sellerDashboard: {
    title: 'Dashboard',
  },
};
