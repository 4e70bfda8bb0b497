// Twi texts of the WhatsApp Uploads list; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerUploads } from './en.ts';

export const twSellerUploads: CatalogShape<typeof enSellerUploads> = {
  sellerUploads: {
    title: 'WhatsApp so Nneɛma',
  },
};
