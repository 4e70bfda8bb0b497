// Ghanaian Pidgin texts of the admin dashboard and analytics screens; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enAdminAnalytics } from './en.ts';

export const pidginAdminAnalytics: CatalogShape<typeof enAdminAnalytics> = {
  adminDashboard: {
    title: 'Main board',
    loadError: 'We no fit load di data',
    retry: 'Try am again',
    cards: {
      label: 'How di platform dey do',
      totalSellers: 'All di sellers',
      totalProducts: 'All di products',
      activeRiders: 'Riders wey dey online',
      activeDeliveries: '{{count}} deliveries wey dey go on',
      activeDeliveries_one: '{{count}} delivery wey dey go on',
      revenue: 'Money wey di platform make',
      transactions: '{{count}} mobile money payments',
      transactions_one: '{{count}} mobile money payment',
      escrow: 'Money wey Dwa dey hold',
      escrowNote: 'Buyers dem money wey dey wait for delivery',
      orders: 'Buy safely orders (GMV) wey dem pay',
      ordersNote: '{{count}} orders wey dem pay · {{rate}} get palava',
      ordersNote_one: '{{count}} order wey dem pay · {{rate}} get palava',
    },
    sections: 'Di sections',
    badges: {
      pendingUploads: '{{count}} uploads wey dey wait',
      pendingUploads_one: '{{count}} upload wey dey wait',
      requestedPayouts: '{{count}} payouts wey dem ask for',
      requestedPayouts_one: '{{count}} payout wey dem ask for',
      openReports: '{{count}} reports wey never close',
      openReports_one: '{{count}} report wey never close',
      newMessages: '{{count}} new messages wey come',
      newMessages_one: '{{count}} new message wey come',
    },
  },
  adminAnalytics: {
    title: 'Numbers and reports',
    loadError: 'We no fit load di data',
    loading: 'Di numbers dey come…',
    tabs: {
      label: 'Di reports',
      overview: 'Everything for one look',
      retention: 'Who still dey',
      cohorts: 'Week by week groups',
    },
    range: {
      label: 'Days',
      from: 'Start',
      to: 'End',
      lastDays: 'Last 30 days dem',
    },
    exportCsv: 'Download CSV',
    exported: 'Di CSV file don download',
    metrics: {
      newSellers: 'New sellers wey join',
      newProducts: 'New products wey enter',
      views: 'Who look products',
      whatsappClicks: 'Who click WhatsApp',
      searches: 'Who search',
      payments: 'Payments wey enter',
      paymentsPesewas: 'Money wey enter (GH₵)',
    },
    charts: {
      growth: 'New sellers and new products',
      buyers: 'Wetin buyers do',
      money: 'Money wey enter',
      caption: '{{title}}, every day from {{from}} reach {{to}}',
      summary: 'From {{from}} reach {{to}}',
    },
    table: { date: 'Day', total: 'All together', caption: 'Di numbers every day' },
    categories: {
      title: 'Products wey dey market, by category',
      category: 'Di category',
      count: 'How many products',
    },
    retention: {
      explain:
        'Sellers wey join every week (Monday reach Sunday), and how many of dem do something for day 1, 7 and 30 after dem join: dem add product, send upload for WhatsApp or sign in dat day.',
      week: 'Di week wey start',
      size: 'How many sellers',
      day1: 'Day number 1',
      day7: 'Day number 7',
      day30: 'Day number 30',
      caption: 'Who still dey, by di week wey dem join',
    },
    cohorts: {
      explain:
        'Every row na di sellers wey join dat week; every column na how many of dem do something for each week after (week 0 na di week wey dem join).',
      week: 'Week number {{n}}',
      caption: 'Sellers wey dey active, by di week wey dem join and di weeks after',
    },
    notYet: 'E never reach',
    ofCount: '{{active}} out of {{eligible}}',
    empty: 'Nobody join as seller between dis days.',
  },
};
