// Adds the English texts of the seller center to the English catalog. The router loads this module beside
// every private seller screen (dynamic import), so nobody else downloads them. Twi and Pidgin
// catalogs are loaded whole when chosen.

import { enDeliveries } from '@dwa/domain/i18n/deliveries/en';
import { enSeller } from '@dwa/domain/i18n/en-seller';
import { enPayments } from '@dwa/domain/i18n/payments/en';
import { addTexts } from './i18n.ts';

addTexts('en', enSeller);
// Paying (verification, Pro, credits) is offered on every seller screen.
addTexts('en', enPayments);
// Deliveries: the job statuses and the request form's field messages.
addTexts('en', enDeliveries);
