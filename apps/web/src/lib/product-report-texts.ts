// Adds the English texts of the Report listing dialog to the English catalog. The
// dialog imports this module, so the texts come with the dialog's own chunk, fetched only when a
// buyer opens it: the product page's first visit carries none of it. Twi and Pidgin catalogs are
// loaded whole when chosen.
import { enProductReport } from '@dwa/domain/i18n/product-report/en';
import { addTexts } from './i18n.ts';

addTexts('en', enProductReport);
