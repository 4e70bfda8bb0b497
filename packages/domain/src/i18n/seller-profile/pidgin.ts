// Ghanaian Pidgin texts of the Edit Shop screen (profile, verification, Pro, wallet); keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerProfile } from './en.ts';

export const pidginSellerProfile: CatalogShape<typeof enSellerProfile> = {
  sellerProfile: {
    title: 'Edit Shop',
  },
};
