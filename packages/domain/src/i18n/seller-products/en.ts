// English texts of the My Products screens and the product form (part of `en`; loaded with the seller screens).
export const enSellerProducts = {
  sellerProducts: {
    title: 'My Products',
  },
} as const;
