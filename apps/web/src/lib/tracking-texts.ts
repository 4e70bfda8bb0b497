// Adds the English texts of the public tracking page (/track/:id) to the English catalog: its own
// and the delivery statuses. Loaded beside that page only, so no other visitor downloads them.
// Twi and Pidgin texts of the same screens are fetched in the language shown (lib/i18n.ts).
import { enDeliveries } from '@dwa/domain/i18n/deliveries/en';
import { enTracking } from '@dwa/domain/i18n/tracking/en';
import { addTextsArea } from './i18n.ts';

export const ready = addTextsArea({
  en: [enTracking, enDeliveries],
  tw: () =>
    Promise.all([
      import('@dwa/domain/i18n/tracking/tw').then((m) => m.twTracking),
      import('@dwa/domain/i18n/deliveries/tw').then((m) => m.twDeliveries),
    ]),
  pidgin: () =>
    Promise.all([
      import('@dwa/domain/i18n/tracking/pidgin').then((m) => m.pidginTracking),
      import('@dwa/domain/i18n/deliveries/pidgin').then((m) => m.pidginDeliveries),
    ]),
});
