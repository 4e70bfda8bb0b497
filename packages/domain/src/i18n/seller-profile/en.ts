// English texts of the Edit Shop screen (profile, verification, Pro, wallet) (part of `en`; loaded with the seller screens).
export const enSellerProfile = {
  sellerProfile: {
    title: 'Edit Shop',
  },
} as const;
