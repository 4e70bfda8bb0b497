// Adds the English texts of the public content pages (/sell, /about, /help, …) to the English catalog. The
// router loads this module beside every content page (dynamic import), so the long page texts
// stay out of the first page's bundle. Twi and Pidgin catalogs are loaded whole when chosen.
import { enContent } from '@dwa/domain/i18n/content/en';
import { enPayments } from '@dwa/domain/i18n/payments/en';
import { addTexts } from './i18n.ts';

addTexts('en', enContent);
// The Pro benefits and prices on /sell and /help/boost are the payments texts.
addTexts('en', enPayments);
