// Twi texts of the admin dashboard and analytics screens; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enAdminAnalytics } from './en.ts';

export const twAdminAnalytics: CatalogShape<typeof enAdminAnalytics> = {
  adminDashboard: {
    title: 'Nsɛm titiriw',
    loadError: 'Yɛantumi amfa nsɛm no amma',
    retry: 'San bɔ mmɔden',
    cards: {
      label: 'Dwa no ho akontaa',
      totalSellers: 'Adetɔnfoɔ nyinaa',
      totalProducts: 'Nneɛma nyinaa',
      activeRiders: 'Akɔmfoɔ a wɔwɔ dwumadi mu',
      activeDeliveries: 'Nneɛma {{count}} a wɔde rekɔ',
      activeDeliveries_one: 'Adeɛ {{count}} a wɔde rekɔ',
      revenue: 'Sika a Dwa anya',
      transactions: 'Mobile money sika nsakraeɛ {{count}}',
      transactions_one: 'Mobile money sika nsakraeɛ {{count}}',
      escrow: 'Sika a Dwa kora so',
      escrowNote: 'Atɔfoɔ sika a ɛretwɛn adeɛ no',
      orders: 'Buy safely orders a wɔatua (GMV)',
      ordersNote: 'Orders {{count}} a wɔatua · {{rate}} wɔ ɔhaw',
      ordersNote_one: 'Order {{count}} a wɔatua · {{rate}} wɔ ɔhaw',
    },
    sections: 'Nkyɛmu',
    badges: {
      pendingUploads: 'Nneɛma {{count}} a wɔde abrɛ a ɛretwɛn',
      pendingUploads_one: 'Adeɛ {{count}} a wɔde abrɛ a ɛretwɛn',
      requestedPayouts: 'Sika {{count}} a wɔabisa',
      requestedPayouts_one: 'Sika {{count}} a wɔabisa',
      openReports: 'Amanneɛbɔ {{count}} a ɛda hɔ',
      openReports_one: 'Amanneɛbɔ {{count}} a ɛda hɔ',
      newMessages: 'Nkrasɛm foforɔ {{count}}',
      newMessages_one: 'Nkrasɛm foforɔ {{count}}',
    },
  },
  adminAnalytics: {
    title: 'Nhwehwɛmu ne amanneɛbɔ',
    loadError: 'Yɛantumi amfa nsɛm no amma',
    loading: 'Akontaa no reba…',
    tabs: {
      label: 'Amanneɛbɔ',
      overview: 'Nea ɛsii nyinaa',
      retention: 'Wɔn a wɔkɔ so',
      cohorts: 'Nnawɔtwe akuo',
    },
    range: {
      label: 'Nna',
      from: 'Efi',
      to: 'Kosi',
      lastDays: 'Nna 30 a atwam',
    },
    exportCsv: 'Yi CSV',
    exported: 'CSV fael no aba',
    metrics: {
      newSellers: 'Adetɔnfoɔ foforɔ',
      newProducts: 'Nneɛma foforɔ',
      views: 'Nneɛma nhwɛ',
      whatsappClicks: 'WhatsApp so mfrɛ',
      searches: 'Nhwehwɛ',
      payments: 'Sika a wɔatua',
      paymentsPesewas: 'Sika a aba (GH₵)',
    },
    charts: {
      growth: 'Adetɔnfoɔ ne nneɛma foforɔ',
      buyers: 'Nea adetɔfoɔ yɛeɛ',
      money: 'Sika a aba',
      caption: '{{title}}, da biara efi {{from}} kosi {{to}}',
      summary: 'Efi {{from}} kosi {{to}}',
    },
    table: { date: 'Da', total: 'Ne nyinaa', caption: 'Akontaa da biara' },
    categories: {
      title: 'Nneɛma a ɛwɔ dwa mu, nkyekyɛmu biara',
      category: 'Nkyekyɛmu',
      count: 'Nneɛma',
    },
    retention: {
      explain:
        'Adetɔnfoɔ a wɔkyerɛw wɔn din nnawɔtwe biara mu (Dwoada kosi Kwasiada), ne wɔn mu dodoɔ a wɔyɛɛ adwuma da 1, 7 ne 30 akyi: wɔde adeɛ foforɔ too hɔ, wɔde biribi faa WhatsApp so brɛeɛ anaa wɔkɔɔ mu saa da no.',
      week: 'Nnawɔtwe a efi',
      size: 'Adetɔnfoɔ',
      day1: 'Da 1',
      day7: 'Da 7',
      day30: 'Da 30',
      caption: 'Wɔn a wɔkɔ so, nnawɔtwe a wɔkyerɛw wɔn din biara',
    },
    cohorts: {
      explain:
        'Ntoatoasoɔ biara yɛ adetɔnfoɔ a wɔkyerɛw wɔn din saa nnawɔtwe no mu; afã biara kyerɛ wɔn mu dodoɔ a wɔyɛɛ adwuma nnawɔtwe biara akyi (nnawɔtwe 0 ne nea wɔkyerɛw wɔn din no).',
      week: 'Nnawɔtwe {{n}}',
      caption: 'Adetɔnfoɔ a wɔyɛ adwuma, nnawɔtwe biara',
    },
    notYet: 'Ɛnnuruu ase',
    ofCount: '{{active}} wɔ {{eligible}} mu',
    empty: 'Adetɔnfoɔ biara ankyerɛw ne din wɔ nna yi mu.',
  },
};
