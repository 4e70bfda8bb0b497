// Ghanaian Pidgin texts of the seller center layout and shared parts; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerCenter } from './en.ts';

export const pidginSellerCenter: CatalogShape<typeof enSellerCenter> = {
  sellerCenter: {
    tabsLabel: 'Seller side',
    productTabsLabel: 'Lists of your goods',
    tabs: {
      dashboard: 'Dashboard',
      products: 'My Goods',
      profile: 'Arrange Shop',
      myProducts: 'My Goods',
      uploads: 'WhatsApp Uploads',
      receipts: 'Receipts',
      orders: 'Orders',
    },
    banner: {
      title: 'Add products through WhatsApp',
      text: 'Send the product name, price and small description plus up to 8 photos give the Dwa bot for {{number}}. E go show for WhatsApp Uploads, ready make you publish am.',
      noBot: 'WhatsApp product upload never start yet. Use Add Goods for now.',
      loading: 'We dey load the bot number…',
      example: 'Samsung Galaxy A15, 128GB\nPrice: GHS 1,850\nBrand new, e get charger and case',
      showExample: 'Show example message',
      open: 'Go WhatsApp',
    },
    boostDays: 'Choose boost for 1, 3 or 7 days.',
    noneSelected: 'Pick one thing at least.',
    tooManySelected: 'You fit select only 100 products at once.',
  },
};
