// Adds the English texts of the rider's screens to the English catalog: the rider center's own,
// the delivery statuses and field messages, and the payout field messages. The router loads this
// module beside every signed-in rider screen (dynamic import), so nobody else downloads them.
// Twi and Pidgin catalogs are loaded whole when chosen.
import { enDeliveries } from '@dwa/domain/i18n/deliveries/en';
import { enPayouts } from '@dwa/domain/i18n/payouts/en';
import { enRiderCenter } from '@dwa/domain/i18n/rider-center/en';
import { addTexts } from './i18n.ts';

addTexts('en', enRiderCenter);
addTexts('en', enDeliveries);
addTexts('en', enPayouts);
