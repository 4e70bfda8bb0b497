// Adds the English texts of the Report listing dialog to the English catalog. The
// dialog imports this module, so the texts come with the dialog's own chunk, fetched only when a
// buyer opens it: the product page's first visit carries none of it.
// Twi and Pidgin texts of the same screens are fetched in the language shown (lib/i18n.ts).
import { enProductReport } from '@dwa/domain/i18n/product-report/en';
import { addTextsArea } from './i18n.ts';

export const ready = addTextsArea({
  en: [enProductReport],
  tw: () => import('@dwa/domain/i18n/product-report/tw').then((m) => [m.twProductReport]),
  pidgin: () =>
    import('@dwa/domain/i18n/product-report/pidgin').then((m) => [m.pidginProductReport]),
});
