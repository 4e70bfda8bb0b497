// Adds the English texts of paying to the English catalog, for /pay/:reference (the simulator's
// phone prompt), which loads neither the seller nor the content texts (both add these too).
// Twi and Pidgin texts of the same screens are fetched in the language shown (lib/i18n.ts).
import { enPayments } from '@dwa/domain/i18n/payments/en';
import { addTextsArea } from './i18n.ts';

export const ready = addTextsArea({
  en: [enPayments],
  tw: () => import('@dwa/domain/i18n/payments/tw').then((m) => [m.twPayments]),
  pidgin: () => import('@dwa/domain/i18n/payments/pidgin').then((m) => [m.pidginPayments]),
});
