// Adds the English texts of the sign-in, registration and private-area screens to the English catalog. The
// router loads this module beside every account screen (dynamic import), so a buyer's first
// visit does not carry them. Twi and Pidgin catalogs are loaded whole when chosen.
import { enAccounts } from '@dwa/domain/i18n/en-accounts';
import { addTexts } from './i18n.ts';

addTexts('en', enAccounts);
