// Twi texts of the product photo rules (server answers); keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerPhotos } from './en.ts';

export const twSellerPhotos: CatalogShape<typeof enSellerPhotos> = {
  sellerPhotos: {
    tooMany: 'Adeɛ baako betumi anya mfonini 8 pɛ.',
  },
};
