// Ghanaian Pidgin. Brand names (Dwa, WhatsApp, MTN) and numbers stay as they are.
// The whole pidgin catalog, for the server and the tests; the web loads its parts with the screens
// that use them (pidgin-shell.ts up front, the others with their screens), as it does in English.

import { pidginAdminAnalytics } from './admin-analytics/pidgin.ts';
import { pidginAdminModeration } from './admin-moderation/pidgin.ts';
import { pidginAdminRiders } from './admin-riders/pidgin.ts';
import { pidginAdminSettings } from './admin-settings/pidgin.ts';
import { pidginAdminShell } from './admin-shell/pidgin.ts';
import { pidginAdminWhatsApp } from './admin-whatsapp/pidgin.ts';
import { pidginContent } from './content/pidgin.ts';
import { pidginDeliveries } from './deliveries/pidgin.ts';
import type { Catalog } from './en.ts';
import { pidginOrders } from './orders/pidgin.ts';
import { pidginPayments } from './payments/pidgin.ts';
import { pidginPayouts } from './payouts/pidgin.ts';
import { pidginAccounts } from './pidgin-accounts.ts';
import { pidginSeller } from './pidgin-seller.ts';
import { pidginShell } from './pidgin-shell.ts';
import { pidginProductReport } from './product-report/pidgin.ts';
import { pidginRiderCenter } from './rider-center/pidgin.ts';
import { pidginSearchRelaxed } from './search-relaxed/pidgin.ts';
import { pidginTracking } from './tracking/pidgin.ts';

export const pidgin: Catalog = {
  ...pidginShell,
  ...pidginAccounts,
  ...pidginSeller,
  ...pidginContent,
  ...pidginPayments,
  ...pidginPayouts,
  ...pidginDeliveries,
  ...pidginTracking,
  ...pidginOrders,
  ...pidginRiderCenter,
  ...pidginAdminShell,
  ...pidginAdminAnalytics,
  ...pidginAdminModeration,
  ...pidginAdminRiders,
  ...pidginAdminWhatsApp,
  ...pidginAdminSettings,
  ...pidginProductReport,
  ...pidginSearchRelaxed,
};
