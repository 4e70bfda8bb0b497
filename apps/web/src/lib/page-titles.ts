// The title of every page, as a catalog key per page of packages/domain/src/pages.ts: the tab
// shows it in the interface language and follows a language switch (lib/document-title.ts).
// A product's and a shop's page name themselves from their data once it has loaded; the key is
// what the tab says until then.
import type { PageName } from '@dwa/domain/pages';

export const PAGE_TITLE_KEYS: Record<PageName, string> = {
  home: 'app.tagline',
  search: 'searchPage.title',
  serverError: 'serverError.title',
  product: 'labels.products',
  shop: 'labels.sellers',
  receipt: 'receipt.heading',
  pay: 'payments.prompt.title',
  track: 'tracking.title',
  order: 'productPage.buySafely',
  login: 'seller.loginTitle',
  sell: 'sell.title',
  about: 'about.title',
  terms: 'terms.title',
  privacy: 'privacy.title',
  returnPolicy: 'returns.title',
  returns: 'returns.title',
  help: 'help.title',
  helpBoost: 'boostHelp.title',
  boost: 'boostHelp.title',
  contact: 'contact.title',
  howItWorks: 'howItWorks.title',
  sellerLogin: 'seller.loginTitle',
  sellerResetPassword: 'seller.resetTitle',
  sellerOnboarding: 'seller.onboardingTitle',
  sellerDashboard: 'sellerDashboard.title',
  sellerProducts: 'sellerProducts.title',
  sellerProductNew: 'sellerProducts.form.newTitle',
  sellerUploads: 'sellerUploads.title',
  sellerProductEdit: 'sellerProducts.form.editTitle',
  sellerProfile: 'sellerProfile.title',
  sellerReceipts: 'sellerReceipts.title',
  sellerDeliveries: 'sellerDeliveries.title',
  sellerDeliveryNew: 'sellerDeliveries.form.title',
  sellerOrders: 'sellerCenter.tabs.orders',
  riderLogin: 'rider.loginTitle',
  riderRegister: 'rider.registerTitle',
  riderHome: 'rider.dashboardTitle',
  riderJobs: 'riderCenter.jobs.title',
  riderProfile: 'riderCenter.profile.title',
  adminLogin: 'admin.loginTitle',
  adminChangePassword: 'admin.changeTitle',
  adminHome: 'adminShell.nav.dashboard',
  adminOutbox: 'admin.outboxTitle',
  adminWhatsAppSimulator: 'simulator.title',
  adminAnalytics: 'adminShell.nav.analytics',
  adminWhatsApp: 'adminShell.nav.whatsapp',
  adminRiders: 'adminShell.nav.riders',
  adminMoney: 'adminShell.nav.money',
  adminOrders: 'adminShell.nav.orders',
  adminNotifications: 'adminShell.nav.notifications',
  adminSettings: 'adminShell.nav.settings',
  adminSellers: 'adminShell.nav.sellers',
  adminProducts: 'adminShell.nav.products',
  adminMessages: 'adminShell.nav.messages',
  adminAudit: 'adminShell.nav.audit',
  adminPrelaunch: 'adminShell.nav.prelaunch',
};

/** A path no page has shows the 404 screen, and says so in the tab. */
export const NOT_FOUND_TITLE_KEY = 'notFound.title';

/** The tab's text: the home page leads with the name, every other page ends with it. */
export const documentTitle = (page: PageName | null, title: string) =>
  page === 'home' ? `Dwa — ${title}` : `${title} · Dwa`;
