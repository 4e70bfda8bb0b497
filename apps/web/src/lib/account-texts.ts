// Adds the English texts of the sign-in, registration and private-area screens to i18next. The
// router loads this module beside every account screen (dynamic import), so a buyer's first
// visit does not carry them. Twi and Pidgin catalogs are loaded whole when chosen.
import { enAccounts } from '@dwa/domain/i18n/en-accounts';
import i18next from 'i18next';

i18next.addResourceBundle('en', 'translation', enAccounts, true, false);
