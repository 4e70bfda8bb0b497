// English texts of the seller center layout and shared parts (part of `en`; loaded with the seller screens).
export const enSellerCenter = {
  sellerCenter: {
    tabsLabel: 'Seller center',
    productTabsLabel: 'Product lists',
    tabs: {
      dashboard: 'Dashboard',
      products: 'My Products',
      profile: 'Edit Shop',
      myProducts: 'My Products',
      uploads: 'WhatsApp Uploads',
      receipts: 'Receipts',
      orders: 'Orders',
    },
    banner: {
      title: 'Add products by WhatsApp',
      text: 'Send the product name, the price and a description with up to 8 photos to the Dwa bot on {{number}}. It appears under WhatsApp Uploads, ready to publish.',
      noBot: 'Adding products by WhatsApp is not switched on yet. Use Add Product for now.',
      loading: 'Loading the bot number…',
      example: 'Samsung Galaxy A15, 128GB\nPrice: GHS 1,850\nBrand new, with charger and case',
      showExample: 'Show an example message',
      open: 'Open WhatsApp',
    },
    boostDays: 'Choose a boost of 1, 3 or 7 days.',
    noneSelected: 'Select at least one product.',
    tooManySelected: 'Select at most 100 products at a time.',
  },
} as const;
