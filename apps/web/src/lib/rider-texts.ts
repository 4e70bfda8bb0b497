// Adds the English texts of the rider's screens to the English catalog: the rider center's own,
// the delivery statuses and field messages, and the payout field messages. The router loads this
// module beside every signed-in rider screen (dynamic import), so nobody else downloads them.
// Twi and Pidgin texts of the same screens are fetched in the language shown (lib/i18n.ts).
import { enDeliveries } from '@dwa/domain/i18n/deliveries/en';
import { enPayouts } from '@dwa/domain/i18n/payouts/en';
import { enRiderCenter } from '@dwa/domain/i18n/rider-center/en';
import { addTextsArea } from './i18n.ts';

export const ready = addTextsArea({
  en: [enRiderCenter, enDeliveries, enPayouts],
  tw: () =>
    Promise.all([
      import('@dwa/domain/i18n/rider-center/tw').then((m) => m.twRiderCenter),
      import('@dwa/domain/i18n/deliveries/tw').then((m) => m.twDeliveries),
      import('@dwa/domain/i18n/payouts/tw').then((m) => m.twPayouts),
    ]),
  pidgin: () =>
    Promise.all([
      import('@dwa/domain/i18n/rider-center/pidgin').then((m) => m.pidginRiderCenter),
      import('@dwa/domain/i18n/deliveries/pidgin').then((m) => m.pidginDeliveries),
      import('@dwa/domain/i18n/payouts/pidgin').then((m) => m.pidginPayouts),
    ]),
});
