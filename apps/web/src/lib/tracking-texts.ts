// Adds the English texts of the public tracking page (/track/:id) to the English catalog: its own
// and the delivery statuses. Loaded beside that page only, so no other visitor downloads them.
import { enDeliveries } from '@dwa/domain/i18n/deliveries/en';
import { enTracking } from '@dwa/domain/i18n/tracking/en';
import { addTexts } from './i18n.ts';

addTexts('en', enTracking);
addTexts('en', enDeliveries);
