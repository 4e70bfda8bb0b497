// Adds the English texts of paying to the English catalog, for /pay/:reference (the simulator's
// phone prompt), which loads neither the seller nor the content texts (both add these too).
import { enPayments } from '@dwa/domain/i18n/payments/en';
import { addTexts } from './i18n.ts';

addTexts('en', enPayments);
