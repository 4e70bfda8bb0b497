// Ghanaian Pidgin texts of the seller dashboard; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerDashboard } from './en.ts';

export const pidginSellerDashboard: CatalogShape<typeof enSellerDashboard> = {
  sellerDashboard: {
    title: 'Dashboard',
    loading: 'We dey load your dashboard…',
    loadError: 'We no fit load your dashboard.',
    retry: 'Try am again',
    stats: {
      label: 'Your numbers',
      totalProducts: 'All your products',
      activeCount: '{{count}} dey market',
      totalViews: 'People wey check am',
      whatsappClicks: 'WhatsApp clicks',
      conversionRate: 'Conversion rate',
      conversionValue: '{{rate}}%',
      conversionHint: 'WhatsApp clicks for every view',
    },
    chart: {
      title: 'Views and clicks, last 30 days',
      views: 'Views',
      clicks: 'WhatsApp clicks',
      summary: 'Last 30 days: {{views}} views, {{clicks}} WhatsApp clicks.',
      tableCaption: 'Views and WhatsApp clicks every day, last 30 days',
      date: 'Day',
      today: 'Today',
      dayTitle: '{{date}}: views {{views}}, WhatsApp clicks {{clicks}}',
    },
    products: {
      title: 'Your products',
      search: 'Find am by name',
      searchPlaceholder: 'like Kente',
      category: 'Category',
      allCategories: 'All categories',
      views: 'Views',
      clicks: 'Clicks',
      boost: 'Boost',
      boostProduct: 'Boost {{title}}',
      empty: 'You never get product yet. Add your first one make buyers fit see am.',
      addProduct: 'Add Product',
      noMatch: 'No product match wetin you search.',
      showing: 'We dey show {{shown}} out of {{total}}.',
      viewAll: 'See all for My Products',
      loadError: 'We no fit load your products.',
    },
  },
};
