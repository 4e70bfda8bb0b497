// Adds Buy safely's texts (decision 066) to the catalog of the language shown: the order form,
// the order page and the seller's Orders tab. Loaded with those screens only.
import { enOrders } from '@dwa/domain/i18n/orders/en';
import { addTextsArea } from './i18n.ts';

export const ready = addTextsArea({
  en: [enOrders],
  tw: () => import('@dwa/domain/i18n/orders/tw').then((m) => [m.twOrders]),
  pidgin: () => import('@dwa/domain/i18n/orders/pidgin').then((m) => [m.pidginOrders]),
});
