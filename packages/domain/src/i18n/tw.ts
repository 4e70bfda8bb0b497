// Asante Twi. Brand names (Dwa, WhatsApp, MTN) and numbers stay as they are.
// The whole tw catalog, for the server and the tests; the web loads its parts with the screens
// that use them (tw-shell.ts up front, the others with their screens), as it does in English.

import { twAdminAnalytics } from './admin-analytics/tw.ts';
import { twAdminModeration } from './admin-moderation/tw.ts';
import { twAdminRiders } from './admin-riders/tw.ts';
import { twAdminSettings } from './admin-settings/tw.ts';
import { twAdminShell } from './admin-shell/tw.ts';
import { twAdminWhatsApp } from './admin-whatsapp/tw.ts';
import { twContent } from './content/tw.ts';
import { twDeliveries } from './deliveries/tw.ts';
import type { Catalog } from './en.ts';
import { twOrders } from './orders/tw.ts';
import { twPayments } from './payments/tw.ts';
import { twPayouts } from './payouts/tw.ts';
import { twProductReport } from './product-report/tw.ts';
import { twRiderCenter } from './rider-center/tw.ts';
import { twSearchRelaxed } from './search-relaxed/tw.ts';
import { twTracking } from './tracking/tw.ts';
import { twAccounts } from './tw-accounts.ts';
import { twSeller } from './tw-seller.ts';
import { twShell } from './tw-shell.ts';

export const tw: Catalog = {
  ...twShell,
  ...twAccounts,
  ...twSeller,
  ...twContent,
  ...twPayments,
  ...twPayouts,
  ...twDeliveries,
  ...twTracking,
  ...twOrders,
  ...twRiderCenter,
  ...twAdminShell,
  ...twAdminAnalytics,
  ...twAdminModeration,
  ...twAdminRiders,
  ...twAdminWhatsApp,
  ...twAdminSettings,
  ...twProductReport,
  ...twSearchRelaxed,
};
