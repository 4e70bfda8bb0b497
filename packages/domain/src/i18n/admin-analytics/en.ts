// English texts of the admin back office's dashboard and analytics screens. Loaded
// with the admin screens only (apps/web/src/lib/admin-texts.ts).
export const enAdminAnalytics = {
  adminDashboard: {
    title: 'Dashboard',
    loadError: 'Error loading data',
    retry: 'Try again',
    cards: {
      label: 'Platform figures',
      totalSellers: 'Total Sellers',
      totalProducts: 'Total Products',
      activeRiders: 'Active Riders',
      activeDeliveries: '{{count}} active deliveries',
      revenue: 'Platform Revenue',
      transactions: '{{count}} mobile money transactions',
    },
    sections: 'Sections',
    badges: {
      pendingUploads: '{{count}} pending uploads',
      requestedPayouts: '{{count}} payouts requested',
      openReports: '{{count}} open reports',
      newMessages: '{{count}} new messages',
    },
  },
  adminAnalytics: {
    title: 'Analytics and Reports',
    loadError: 'Error loading data',
    loading: 'Loading figures…',
    tabs: { label: 'Reports', overview: 'Overview', retention: 'Retention', cohorts: 'Cohorts' },
    range: {
      label: 'Dates',
      from: 'From',
      to: 'To',
      lastDays: 'Last 30 days',
    },
    exportCsv: 'Export CSV',
    exported: 'CSV file downloaded',
    metrics: {
      newSellers: 'New sellers',
      newProducts: 'New products',
      views: 'Product views',
      whatsappClicks: 'WhatsApp clicks',
      searches: 'Searches',
      payments: 'Payments',
      paymentsPesewas: 'Received (GH₵)',
    },
    charts: {
      growth: 'New sellers and products',
      buyers: 'What buyers did',
      money: 'Payments received',
      caption: '{{title}}, per day from {{from}} to {{to}}',
      summary: '{{from}} to {{to}}',
    },
    table: { date: 'Date', total: 'Total', caption: 'Figures per day' },
    categories: { title: 'Listed products by category', category: 'Category', count: 'Products' },
    retention: {
      explain:
        'Sellers who signed up each week (Monday to Sunday), and the share who were active on day 1, 7 and 30 after signing up: they added a product, sent a WhatsApp upload or signed in that day.',
      week: 'Week of',
      size: 'Sellers',
      day1: 'Day 1',
      day7: 'Day 7',
      day30: 'Day 30',
      caption: 'Retention per sign-up week',
    },
    cohorts: {
      explain:
        'Each row is the sellers who signed up that week; each column, the share of them active in a week since (week 0 is the sign-up week).',
      week: 'Week {{n}}',
      caption: 'Active sellers per sign-up week and week since',
    },
    notYet: 'Not yet',
    ofCount: '{{active}} of {{eligible}}',
    empty: 'No seller signed up between these dates.',
  },
} as const;
