// Adds the English texts of the public content pages (/sell, /about, /help, …) to the English catalog. The
// router loads this module beside every content page (dynamic import), so the long page texts
// stay out of the first page's bundle.
// The Pro benefits and prices on /sell and /help/boost are the payments texts.
// Twi and Pidgin texts of the same screens are fetched in the language shown (lib/i18n.ts).
import { enContent } from '@dwa/domain/i18n/content/en';
import { enPayments } from '@dwa/domain/i18n/payments/en';
import { addTextsArea } from './i18n.ts';

export const ready = addTextsArea({
  en: [enContent, enPayments],
  tw: () =>
    Promise.all([
      import('@dwa/domain/i18n/content/tw').then((m) => m.twContent),
      import('@dwa/domain/i18n/payments/tw').then((m) => m.twPayments),
    ]),
  pidgin: () =>
    Promise.all([
      import('@dwa/domain/i18n/content/pidgin').then((m) => m.pidginContent),
      import('@dwa/domain/i18n/payments/pidgin').then((m) => m.pidginPayments),
    ]),
});
