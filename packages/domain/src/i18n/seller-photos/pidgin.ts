// Ghanaian Pidgin texts of the product photo rules (server answers); keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerPhotos } from './en.ts';

export const pidginSellerPhotos: CatalogShape<typeof enSellerPhotos> = {
  sellerPhotos: {
    tooMany: 'One product fit get only 8 photos.',
  },
};
