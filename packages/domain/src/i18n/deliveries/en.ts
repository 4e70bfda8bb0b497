// English texts shared by every delivery screen: the request form's field messages
// and the job statuses. Part of `en`; the seller, rider and tracking screens load it.
export const enDeliveries = {
  deliveries: {
    pickupRequired: 'Say where the rider picks the package up.',
    dropoffRequired: 'Say where the package goes.',
    zoneRequired: 'Choose the delivery zone.',
    zonesRequired: 'Choose at least one zone you deliver in.',
    recipientNameRequired: 'Enter the name of the person receiving the package.',
    recipientPhoneRequired: "Enter the recipient's Ghana phone number.",
    feeInvalid: 'Enter the delivery fee in cedis, more than 0 and at most 10,000.',
    reasonRequired: 'Say why the delivery is cancelled.',
    ratingInvalid: 'A rating is 1 to 5 stars.',
    codeFormat: "Enter the recipient's 4-digit code.",
    codeWrong: 'That is not the code the recipient got.',
    tooLong: 'This is too long.',
    status: {
      requested: 'Waiting for a rider',
      accepted: 'Rider on the way to pick up',
      picked_up: 'Picked up',
      delivered: 'Delivered',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
  },
} as const;
