// Adds the English texts of the seller center to i18next. The router loads this module beside
// every private seller screen (dynamic import), so nobody else downloads them. Twi and Pidgin
// catalogs are loaded whole when chosen.
import { enSeller } from '@dwa/domain/i18n/en-seller';
import i18next from 'i18next';

i18next.addResourceBundle('en', 'translation', enSeller, true, false);
