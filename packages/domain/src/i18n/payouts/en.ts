// English field messages of rider payouts: the payout request, the rider's MoMo wallet
// and the admin's reject reason. Part of `en`; the rider and admin screens add
// their own texts here.
export const enPayouts = {
  payouts: {
    amountInvalid: 'Enter an amount in cedis, more than 0, with at most 2 decimals.',
    amountAboveBalance: 'This is more than your wallet balance.',
    phoneRequired: 'Enter a valid Ghana mobile money number.',
    networkRequired: 'Choose the mobile money network.',
    accountNameTooLong: 'The account name is too long.',
    reasonRequired: 'Say why the payout is rejected.',
    reasonTooLong: 'The reason is too long (300 characters at most).',
    statusInvalid: 'Unknown payout status.',
  },
} as const;
