// English texts of Buy safely (decision 066): the order form's and the order page's field
// messages (the server's validation answers name these keys). Part of `en`.
export const enOrders = {
  orders: {
    nameRequired: 'Enter your name',
    phoneRequired: 'Enter your WhatsApp number',
    payPhoneInvalid: 'Enter the MoMo number that pays',
    fulfilmentRequired: 'Choose delivery or pickup',
    zoneRequired: 'Choose the delivery zone',
    dropoffRequired: 'Where should it be delivered?',
    pickupRequired: 'Where should the rider pick it up?',
    carrierRequired: 'Choose who delivers',
    reasonRequired: 'Say why',
    problemRequired: 'Tell us what is wrong (at least 10 letters)',
    codeRequired: 'Enter the buyer’s 4-digit code',
    codeFormat: 'The code is 4 digits',
    refundInvalid: 'Enter the amount to refund',
    outcomeRequired: 'Choose how the dispute ends',
    tooLong: 'This is too long',
  },
};
