// English texts of the product photo rules (server answers) (part of `en`; loaded with the seller screens).
export const enSellerPhotos = {
  sellerPhotos: {
    tooMany: 'A product can have at most 8 photos.',
  },
} as const;
