// Adds the English texts of the seller center to the English catalog. The router loads this module beside
// every private seller screen (dynamic import), so nobody else downloads them.
// Paying (verification, Pro, credits) has its own texts (lib/payment-texts.ts): the router adds
// them to every seller screen but the dashboard, whose pay and boost dialogs fetch them on opening.
// Deliveries: the job statuses and the request form's field messages.
// Twi and Pidgin texts of the same screens are fetched in the language shown (lib/i18n.ts).
import { enDeliveries } from '@dwa/domain/i18n/deliveries/en';
import { enSeller } from '@dwa/domain/i18n/en-seller';
import { addTextsArea } from './i18n.ts';

export const ready = addTextsArea({
  en: [enSeller, enDeliveries],
  tw: () =>
    Promise.all([
      import('@dwa/domain/i18n/tw-seller').then((m) => m.twSeller),
      import('@dwa/domain/i18n/deliveries/tw').then((m) => m.twDeliveries),
    ]),
  pidgin: () =>
    Promise.all([
      import('@dwa/domain/i18n/pidgin-seller').then((m) => m.pidginSeller),
      import('@dwa/domain/i18n/deliveries/pidgin').then((m) => m.pidginDeliveries),
    ]),
});
