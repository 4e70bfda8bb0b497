// Twi texts of the seller dashboard; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerDashboard } from './en.ts';

export const twSellerDashboard: CatalogShape<typeof enSellerDashboard> = {
  sellerDashboard: {
    title: 'Dashboard',
    loading: 'Wo dashboard reba…',
    loadError: 'Yɛantumi amfa wo dashboard no amma.',
    retry: 'San bɔ mmɔden',
    stats: {
      label: 'Wo nkontabuo',
      totalProducts: 'Nneɛma nyinaa',
      activeCount: '{{count}} wɔ dwa mu',
      totalViews: 'Mpɛn a wɔahwɛ',
      whatsappClicks: 'WhatsApp so mfrɛ',
      conversionRate: 'Nhwɛ a ɛdanee mfrɛ',
      conversionValue: '{{rate}}%',
      conversionHint: 'WhatsApp mfrɛ wɔ nhwɛ biara mu',
    },
    chart: {
      title: 'Nhwɛ ne mfrɛ, nna 30 a atwam',
      views: 'Nhwɛ',
      clicks: 'WhatsApp mfrɛ',
      summary: 'Nna 30 a atwam: nhwɛ {{views}}, WhatsApp mfrɛ {{clicks}}.',
      tableCaption: 'Nhwɛ ne WhatsApp mfrɛ da biara, nna 30 a atwam',
      date: 'Da',
      today: 'Ɛnnɛ',
      dayTitle: '{{date}}: nhwɛ {{views}}, WhatsApp mfrɛ {{clicks}}',
    },
    products: {
      title: 'Wo nneɛma',
      search: 'Hwehwɛ din so',
      searchPlaceholder: 'sɛ Kente',
      category: 'Nkyekyɛmu',
      allCategories: 'Nkyekyɛmu nyinaa',
      views: 'Nhwɛ',
      clicks: 'Mfrɛ',
      boost: 'Ma so',
      boostProduct: 'Ma {{title}} so',
      empty: 'Wonni adeɛ biara seesei. Fa wo adeɛ a ɛdi kan ka ho na atɔfoɔ bɛhunu.',
      addProduct: 'Fa Adeɛ Ka Ho',
      noMatch: 'Adeɛ biara nhyia wo hwehwɛ no.',
      showing: 'Yɛrekyerɛ {{shown}} wɔ {{total}} mu.',
      viewAll: 'Hwɛ ne nyinaa wɔ Me Nneɛma mu',
      loadError: 'Yɛantumi amfa wo nneɛma no amma.',
    },
  },
};
