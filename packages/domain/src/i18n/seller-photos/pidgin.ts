// Ghanaian Pidgin texts of the product photo rules and bulk actions (server answers); keys
// match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerPhotos } from './en.ts';

export const pidginSellerPhotos: CatalogShape<typeof enSellerPhotos> = {
  sellerPhotos: {
    tooMany: 'One product fit get only 8 photos.',
    tooLarge: 'One photo big pass 10 MB. Pick small one.',
    notImage: 'One of the files no be photo. Use JPEG, PNG or WebP picture.',
    tooManyPixels: 'One photo get too many pixels (e pass 40 megapixels). Pick small one.',
    mismatch: 'The photos wey you send no match the photo list. Choose dem again.',
    unknownPhoto: 'One of the photos no dey this product again. Refresh the page try again.',
    formMissing: 'The product details no reach. Abeg try again.',
  },
  sellerBulk: {
    notFound: 'Some of the products wey you select no dey again. Refresh the page try again.',
    verificationRequired: 'Na only verified sellers fit boost. Go get verified first.',
    notEnoughCredits: 'You no get enough boost credits for these products.',
    activeOnly: 'Na only active products you fit boost.',
  },
};
