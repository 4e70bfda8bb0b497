// Pidgin texts of Buy safely (decision 066): the order's field messages. Part of `pidgin`.
import type { enOrders } from './en.ts';

export const pidginOrders: typeof enOrders = {
  orders: {
    nameRequired: 'Put your name',
    phoneRequired: 'Put your WhatsApp number',
    payPhoneInvalid: 'Put the MoMo number wey go pay',
    fulfilmentRequired: 'Choose delivery or you go come pick am',
    zoneRequired: 'Choose the zone wey dem go deliver am',
    dropoffRequired: 'Where dem go bring am?',
    pickupRequired: 'Where the rider go pick am?',
    carrierRequired: 'Choose who go deliver',
    reasonRequired: 'Talk why',
    problemRequired: 'Tell us wetin no correct (at least 10 letters)',
    codeRequired: 'Put the buyer ein 4-digit code',
    codeFormat: 'The code na 4 digits',
    refundInvalid: 'Put the money wey you go refund',
    outcomeRequired: 'Choose how the palava go end',
    tooLong: 'E too long',
  },
};
