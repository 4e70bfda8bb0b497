// Pidgin field messages of rider payouts.
import type { CatalogShape } from '../types.ts';
import type { enPayouts } from './en.ts';

export const pidginPayouts: CatalogShape<typeof enPayouts> = {
  payouts: {
    amountInvalid: 'Put amount for cedis, e pass 0, no pass 2 decimals.',
    amountAboveBalance: 'Dis one pass wetin dey your wallet.',
    phoneRequired: 'Put correct Ghana mobile money number.',
    networkRequired: 'Choose di mobile money network.',
    accountNameTooLong: 'Di account name too long.',
    reasonRequired: 'Talk why you dey reject di payout.',
    reasonTooLong: 'Di reason too long (300 characters maximum).',
    statusInvalid: 'We no sabi dis payout status.',
  },
};
