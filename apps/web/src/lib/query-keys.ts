// Every query key of the app, from one tree. Each query is a queryOptions factory beside its hook
// (features/<f>/use-*.ts, lib/session.ts); the factories take their keys from here, and so do the
// invalidations, which often reach across features (saving a product refreshes the public
// product page): no key is spelled out anywhere else.
//
// Two roots matter: `public` holds what every visitor sees alike (kept across sign-in and
// sign-out), `seller` everything of the signed-in seller (one invalidation refreshes it all).

import type { AuditQuery } from '@dwa/domain/admin/audit';
import type {
  AdminMessageListQuery,
  AdminProductListQuery,
  AdminReportListQuery,
  AdminSellerListQuery,
} from '@dwa/domain/admin/moderation';
import type { Category } from '@dwa/domain/enums';
import type { SellerProductListQuery } from '@dwa/domain/seller-products';

const PUBLIC = 'public';
const SELLER = 'seller';
const RIDER = 'rider';

export const queryKeys = {
  session: () => ['session'] as const,
  public: {
    all: () => [PUBLIC] as const,
    products: () => [PUBLIC, 'products'] as const,
    productList: (category: Category | undefined) =>
      [PUBLIC, 'products', 'list', { category }] as const,
    product: (id: string) => [PUBLIC, 'products', 'one', id] as const,
    shop: (id: string) => [PUBLIC, 'shops', id] as const,
    categories: () => [PUBLIC, 'categories'] as const,
    liveStreams: () => [PUBLIC, 'live-streams'] as const,
    settings: () => [PUBLIC, 'settings'] as const,
    prices: () => [PUBLIC, 'prices'] as const,
    /** The simulator's phone prompt for a payment (public: the reference is the key). */
    paymentPrompt: (reference: string) => [PUBLIC, 'payment-prompt', reference] as const,
    receipt: (number: string) => [PUBLIC, 'receipts', number] as const,
    /** Whether WhatsApp could deliver a one-time code (public: the delivery id is the key). */
    codeDelivery: (id: string) => [PUBLIC, 'code-delivery', id] as const,
    /** A delivery's public tracking page (public: the job id is the key). */
    tracking: (id: string) => [PUBLIC, 'tracking', id] as const,
    /** A Buy safely order behind its link (public: the token is the key). */
    order: (token: string) => [PUBLIC, 'orders', token] as const,
    search: (query: string) => [PUBLIC, 'search', query] as const,
    photoSearch: (photoId: number | undefined) => [PUBLIC, 'photo-search', photoId] as const,
  },
  seller: {
    all: () => [SELLER] as const,
    products: () => [SELLER, 'products'] as const,
    productList: (query: SellerProductListQuery) => [SELLER, 'products', 'list', query] as const,
    product: (id: string) => [SELLER, 'products', 'one', id] as const,
    uploads: () => [SELLER, 'uploads'] as const,
    receipts: () => [SELLER, 'receipts'] as const,
    deliveries: () => [SELLER, 'deliveries'] as const,
    orders: () => [SELLER, 'orders'] as const,
    profile: () => [SELLER, 'profile'] as const,
    dashboard: () => [SELLER, 'dashboard'] as const,
    payment: (reference: string) => [SELLER, 'payments', reference] as const,
    payments: () => [SELLER, 'payments', 'list'] as const,
  },
  /** Everything of the signed-in rider (one invalidation refreshes it all). */
  rider: {
    all: () => [RIDER] as const,
    dashboard: () => [RIDER, 'dashboard'] as const,
    jobs: () => [RIDER, 'jobs'] as const,
    profile: () => [RIDER, 'profile'] as const,
    wallet: () => [RIDER, 'wallet'] as const,
    payouts: () => [RIDER, 'payouts'] as const,
  },
  admin: {
    outbox: () => ['admin', 'outbox'] as const,
    orders: () => ['admin', 'orders'] as const,
    /** The dashboard's counts and badges. */
    dashboard: () => ['admin', 'dashboard'] as const,
    /** One analytics report for a range (from/to as asked; absent = the server's default). */
    analytics: (
      report: 'overview' | 'retention' | 'cohorts',
      range: { from?: string; to?: string },
    ) => ['admin', 'analytics', report, range] as const,
    /** Notifications: the templates and the history (newest 50). */
    notificationTemplates: () => ['admin', 'notification-templates'] as const,
    notificationHistory: () => ['admin', 'notification-history'] as const,
    /** WhatsApp Management: bot sessions, recent uploads, bot settings. */
    botSessions: () => ['admin', 'whatsapp-sessions'] as const,
    botUploads: () => ['admin', 'whatsapp-uploads'] as const,
    botSettings: () => ['admin', 'whatsapp-settings'] as const,
    /** A number's conversation with the bot (E.164), in the WhatsApp simulator. */
    conversation: (number: string) => ['admin', 'whatsapp-conversation', number] as const,
    /** Riders and Deliveries: `riders()` refreshes every search and the counters. */
    riders: () => ['admin', 'riders'] as const,
    riderList: (q: string) => ['admin', 'riders', q] as const,
    deliveryJobs: () => ['admin', 'delivery-jobs'] as const,
    payouts: () => ['admin', 'payouts'] as const,
    /** Mobile Money: every filter and page under `money()`; the ledger check on its own. */
    money: () => ['admin', 'money'] as const,
    moneyPage: (query: { from?: string; to?: string; status?: string; page: number }) =>
      ['admin', 'money', query] as const,
    ledgerCheck: () => ['admin', 'ledger-check'] as const,
    /** Moderation lists: each root refreshes every page and filter of its list. */
    sellers: () => ['admin', 'sellers'] as const,
    sellerList: (query: AdminSellerListQuery) => ['admin', 'sellers', query] as const,
    products: () => ['admin', 'products'] as const,
    productList: (query: AdminProductListQuery) => ['admin', 'products', query] as const,
    reports: () => ['admin', 'reports'] as const,
    reportList: (query: AdminReportListQuery) => ['admin', 'reports', query] as const,
    messages: () => ['admin', 'messages'] as const,
    messageList: (query: AdminMessageListQuery) => ['admin', 'messages', query] as const,
    /** Platform Settings and live streams, the audit log, the pre-launch checks. */
    settings: () => ['admin', 'settings'] as const,
    liveStreams: () => ['admin', 'live-streams'] as const,
    audit: () => ['admin', 'audit'] as const,
    auditPage: (query: AuditQuery) => ['admin', 'audit', query] as const,
    prelaunch: () => ['admin', 'prelaunch'] as const,
  },
};

/** Whether a cached query is public data (the same for every visitor). */
export const isPublicQuery = (key: readonly unknown[]) => key[0] === PUBLIC;
