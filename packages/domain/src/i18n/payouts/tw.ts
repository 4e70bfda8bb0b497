// Twi field messages of rider payouts.
import type { CatalogShape } from '../types.ts';
import type { enPayouts } from './en.ts';

export const twPayouts: CatalogShape<typeof enPayouts> = {
  payouts: {
    amountInvalid: 'Kyerɛw sika dodoɔ wɔ cedis mu, ɛboro 0, na ntwa ntoa mmienu nkutoo.',
    amountAboveBalance: 'Eyi boro sika a ɛwɔ wo wallet mu no so.',
    phoneRequired: 'Kyerɛw Ghana mobile money nɔma pa bi.',
    networkRequired: 'Yi mobile money network no.',
    accountNameTooLong: 'Akawnt din no ware dodo.',
    reasonRequired: 'Ka deɛ enti a wopo sika tua no.',
    reasonTooLong: 'Nkyerɛkyerɛmu no ware dodo (nkyerɛwde 300 pɛ).',
    statusInvalid: 'Sika tua tebea a yɛnnim.',
  },
};
