// Twi texts of the My Products screens and the product form; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerProducts } from './en.ts';

export const twSellerProducts: CatalogShape<typeof enSellerProducts> = {
  sellerProducts: {
    title: 'Me Nneɛma',
  },
};
