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
      label: 'How your shop dey do',
      totalProducts: 'All your products',
      activeCount: '{{count}} dey market',
      totalViews: 'People wey check am',
      whatsappClicks: 'Who click WhatsApp',
      conversionRate: 'Who look and click',
      conversionValue: '{{rate}}%',
      conversionHint: 'WhatsApp clicks for every view',
    },
    chart: {
      title: 'Who look, who click: last 30 days',
      views: 'Who look',
      clicks: 'Who click WhatsApp',
      summary:
        'For the last 30 days, dem look your things {{views}} times and click WhatsApp {{clicks}} times.',
      tableCaption: 'Views and WhatsApp clicks every day, last 30 days',
      date: 'Day',
      today: 'Today',
      dayTitle: '{{date}}: dem look {{views}} times, click WhatsApp {{clicks}} times',
    },
    products: {
      title: 'Your goods',
      search: 'Find am by name',
      searchPlaceholder: 'like Kente',
      category: 'Category',
      allCategories: 'All the categories',
      views: 'Who look am',
      clicks: 'Who click am',
      boost: 'Boost am',
      boostProduct: 'Boost {{title}}',
      empty: 'You never get product yet. Add your first one make buyers fit see am.',
      addProduct: 'Add Goods',
      noMatch: 'No product match wetin you search.',
      showing: 'We dey show {{shown}} out of {{total}}.',
      viewAll: 'See all for My Goods',
      loadError: 'We no fit load your products.',
    },
  },
};
