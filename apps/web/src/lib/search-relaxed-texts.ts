// Adds the English texts of what the nearest search results let go (decision 061) to the English
// catalog. The router loads this module with the search page (dynamic import), so they stay out of
// every other page's first download; Twi and Pidgin are fetched in the language shown.
import { enSearchRelaxed } from '@dwa/domain/i18n/search-relaxed/en';
import { addTextsArea } from './i18n.ts';

export const ready = addTextsArea({
  en: [enSearchRelaxed],
  tw: () => import('@dwa/domain/i18n/search-relaxed/tw').then((m) => [m.twSearchRelaxed]),
  pidgin: () =>
    import('@dwa/domain/i18n/search-relaxed/pidgin').then((m) => [m.pidginSearchRelaxed]),
});
