// Pidgin texts shared by every delivery screen.
import type { CatalogShape } from '../types.ts';
import type { enDeliveries } from './en.ts';

export const pidginDeliveries: CatalogShape<typeof enDeliveries> = {
  deliveries: {
    pickupRequired: 'Talk where the rider go pick the package.',
    dropoffRequired: 'Talk where the package dey go.',
    zoneRequired: 'Pick the zone wey the delivery dey go.',
    zonesRequired: 'Choose at least one zone where you dey deliver.',
    recipientNameRequired: 'Put the name of the person wey go receive the package.',
    recipientPhoneRequired: 'Put the Ghana phone number of the person wey go receive am.',
    feeInvalid: 'Put the delivery fee for cedis, pass 0 and no pass 10,000.',
    reasonRequired: 'Talk why you cancel the delivery.',
    ratingInvalid: 'Rating na 1 reach 5 stars.',
    codeFormat: 'Put the 4-digit code wey the receiver get.',
    codeWrong: 'No be the code wey the receiver get.',
    tooLong: 'E too long.',
    status: {
      requested: 'E dey wait rider',
      accepted: 'Rider dey go pick am',
      picked_up: 'Rider don pick am',
      delivered: 'E don reach',
      completed: 'E don finish',
      cancelled: 'Dem cancel am',
    },
  },
};
