// Adds the English texts of the sign-in, registration and private-area screens to the English catalog. The
// router loads this module beside every account screen (dynamic import), so a buyer's first
// visit does not carry them.
// Twi and Pidgin texts of the same screens are fetched in the language shown (lib/i18n.ts).
import { enAccounts } from '@dwa/domain/i18n/en-accounts';
import { addTextsArea } from './i18n.ts';

export const ready = addTextsArea({
  en: [enAccounts],
  tw: () => import('@dwa/domain/i18n/tw-accounts').then((m) => [m.twAccounts]),
  pidgin: () => import('@dwa/domain/i18n/pidgin-accounts').then((m) => [m.pidginAccounts]),
});
