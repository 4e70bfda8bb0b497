// Adds the English texts of the admin back office to the English catalog. The router
// loads this module beside every admin screen (dynamic import), so nobody else downloads them.
// Twi and Pidgin catalogs are loaded whole when chosen.

import { enAdminAnalytics } from '@dwa/domain/i18n/admin-analytics/en';
import { enAdminModeration } from '@dwa/domain/i18n/admin-moderation/en';
import { enAdminRiders } from '@dwa/domain/i18n/admin-riders/en';
import { enAdminSettings } from '@dwa/domain/i18n/admin-settings/en';
import { enAdminShell } from '@dwa/domain/i18n/admin-shell/en';
import { enAdminWhatsApp } from '@dwa/domain/i18n/admin-whatsapp/en';
import { addTexts } from './i18n.ts';

addTexts('en', enAdminShell);
addTexts('en', enAdminAnalytics);
addTexts('en', enAdminModeration);
addTexts('en', enAdminRiders);
addTexts('en', enAdminWhatsApp);
addTexts('en', enAdminSettings);
