// English texts of the WhatsApp Uploads list (part of `en`; loaded with the seller screens).
export const enSellerUploads = {
  sellerUploads: {
    title: 'WhatsApp Uploads',
  },
} as const;
