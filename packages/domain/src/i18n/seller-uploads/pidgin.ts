// Ghanaian Pidgin texts of the WhatsApp Uploads list; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerUploads } from './en.ts';

export const pidginSellerUploads: CatalogShape<typeof enSellerUploads> = {
  sellerUploads: {
    title: 'WhatsApp Uploads',
  },
};
