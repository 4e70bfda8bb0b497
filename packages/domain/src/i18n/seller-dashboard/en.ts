// English texts of the seller dashboard (part of `en`; loaded with the seller screens).
export const enSellerDashboard = {
  sellerDashboard: {
    title: 'Dashboard',
  },
} as const;
