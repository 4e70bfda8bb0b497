// English: the source catalog, every text of every screen (what the server and the catalog tests
// use). The shell texts live in en-shell.ts, which the web bundles up front; the texts of the
// sign-in, registration and private-area screens live in their own modules, which the web adds
// with the screens that use them. Exact texts from the spec are kept as written.

import { enAdminAnalytics } from './admin-analytics/en.ts';
import { enAdminModeration } from './admin-moderation/en.ts';
import { enAdminRiders } from './admin-riders/en.ts';
import { enAdminSettings } from './admin-settings/en.ts';
import { enAdminShell } from './admin-shell/en.ts';
import { enAdminWhatsApp } from './admin-whatsapp/en.ts';
import { enContent } from './content/en.ts';
import { enDeliveries } from './deliveries/en.ts';
import { enAccounts } from './en-accounts.ts';
import { enSeller } from './en-seller.ts';
import { enShell } from './en-shell.ts';
import { enOrders } from './orders/en.ts';
import { enPayments } from './payments/en.ts';
import { enPayouts } from './payouts/en.ts';
import { enProductReport } from './product-report/en.ts';
import { enRiderCenter } from './rider-center/en.ts';
import { enSearchRelaxed } from './search-relaxed/en.ts';
import { enTracking } from './tracking/en.ts';

/** Every English text. */
export const en: typeof enShell &
  typeof enAccounts &
  typeof enContent &
  typeof enSeller &
  typeof enPayments &
  typeof enPayouts &
  typeof enDeliveries &
  typeof enTracking &
  typeof enOrders &
  typeof enRiderCenter &
  typeof enAdminShell &
  typeof enAdminAnalytics &
  typeof enAdminModeration &
  typeof enAdminRiders &
  typeof enAdminWhatsApp &
  typeof enAdminSettings &
  typeof enProductReport &
  typeof enSearchRelaxed = /* @__PURE__ */ Object.assign(
  {},
  enShell,
  enAccounts,
  enContent,
  enSeller,
  enPayments,
  enPayouts,
  enDeliveries,
  enTracking,
  enOrders,
  enRiderCenter,
  enAdminShell,
  enAdminAnalytics,
  enAdminModeration,
  enAdminRiders,
  enAdminWhatsApp,
  enAdminSettings,
  enProductReport,
  enSearchRelaxed,
);

export type Catalog = import('./types.ts').CatalogShape<typeof en>;
