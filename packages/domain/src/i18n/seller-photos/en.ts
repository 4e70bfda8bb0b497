// English texts of the product photo rules and bulk actions (server answers) (part of `en`;
// loaded with the seller screens).
export const enSellerPhotos = {
  sellerPhotos: {
    tooMany: 'A product can have at most 8 photos.',
    tooLarge: 'A photo is bigger than 10 MB. Pick a smaller one.',
    notImage: 'One of the files is not a photo. Use JPEG, PNG or WebP pictures.',
    tooManyPixels: 'A photo has too many pixels (over 40 megapixels). Pick a smaller one.',
    mismatch: 'The photos sent do not match the photo list. Please choose them again.',
    unknownPhoto:
      'One of the photos is no longer part of this product. Reload the page and try again.',
    formMissing: 'The product details did not arrive. Please try again.',
  },
  sellerBulk: {
    notFound: 'Some of the selected products were not found. Reload the page and try again.',
    verificationRequired: 'Boosting is for verified sellers. Get verified first.',
    notEnoughCredits: 'You do not have enough boost credits for these products.',
    activeOnly: 'Only active products can be boosted.',
  },
} as const;
