// Adds the English texts of the admin back office to the English catalog. The router
// loads this module beside every admin screen (dynamic import), so nobody else downloads them.
// Twi and Pidgin texts of the same screens are fetched in the language shown (lib/i18n.ts).
import { enAdminAnalytics } from '@dwa/domain/i18n/admin-analytics/en';
import { enAdminModeration } from '@dwa/domain/i18n/admin-moderation/en';
import { enAdminRiders } from '@dwa/domain/i18n/admin-riders/en';
import { enAdminSettings } from '@dwa/domain/i18n/admin-settings/en';
import { enAdminShell } from '@dwa/domain/i18n/admin-shell/en';
import { enAdminWhatsApp } from '@dwa/domain/i18n/admin-whatsapp/en';
import { addTextsArea } from './i18n.ts';

export const ready = addTextsArea({
  en: [
    enAdminShell,
    enAdminAnalytics,
    enAdminModeration,
    enAdminRiders,
    enAdminWhatsApp,
    enAdminSettings,
  ],
  tw: () =>
    Promise.all([
      import('@dwa/domain/i18n/admin-shell/tw').then((m) => m.twAdminShell),
      import('@dwa/domain/i18n/admin-analytics/tw').then((m) => m.twAdminAnalytics),
      import('@dwa/domain/i18n/admin-moderation/tw').then((m) => m.twAdminModeration),
      import('@dwa/domain/i18n/admin-riders/tw').then((m) => m.twAdminRiders),
      import('@dwa/domain/i18n/admin-whatsapp/tw').then((m) => m.twAdminWhatsApp),
      import('@dwa/domain/i18n/admin-settings/tw').then((m) => m.twAdminSettings),
    ]),
  pidgin: () =>
    Promise.all([
      import('@dwa/domain/i18n/admin-shell/pidgin').then((m) => m.pidginAdminShell),
      import('@dwa/domain/i18n/admin-analytics/pidgin').then((m) => m.pidginAdminAnalytics),
      import('@dwa/domain/i18n/admin-moderation/pidgin').then((m) => m.pidginAdminModeration),
      import('@dwa/domain/i18n/admin-riders/pidgin').then((m) => m.pidginAdminRiders),
      import('@dwa/domain/i18n/admin-whatsapp/pidgin').then((m) => m.pidginAdminWhatsApp),
      import('@dwa/domain/i18n/admin-settings/pidgin').then((m) => m.pidginAdminSettings),
    ]),
});
