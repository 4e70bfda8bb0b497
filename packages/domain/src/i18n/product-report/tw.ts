// Twi texts of the Report listing dialog; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enProductReport } from './en.ts';

export const twProductReport: CatalogShape<typeof enProductReport> = {
  productReport: {
    title: 'Bɔ adeɛ yi ho amanneɛ',
    intro: 'Ka nea ɛnteɛ wɔ adeɛ yi ho kyerɛ Dwa. Adetɔnfoɔ no nhu onipa a ɔbɔɔ amanneɛ no.',
    reasonLabel: 'Dɛn na ɛnteɛ?',
    reasons: {
      scam: 'Ɛte sɛ nnaadaa',
      prohibited: 'Wɔmma kwan sɛ wɔtɔn adeɛ yi',
      wrong_info: 'Ne boɔ, ne mfonini anaa ne nsɛm no nteɛ',
      offensive: 'Nsɛm anaa mfonini a ɛyɛ animguaseɛ',
      other: 'Biribi foforɔ',
    },
    detailsLabel: 'Nsɛm foforɔ (sɛ wopɛ a)',
    detailsHint: 'Nkyerɛwde 500 na ɛsɛ.',
    submit: 'Soma amanneɛbɔ no',
    sending: 'Ɛrekɔ…',
    cancel: 'Gyae',
    close: 'To mu',
    sent: 'Yɛda wo ase. Dwa bɛhwɛ adeɛ yi.',
    already: 'Woabɔ adeɛ yi ho amanneɛ dada. Dwa bɛhwɛ so.',
    failed: 'Yɛantumi ansoma amanneɛbɔ no.',
    reasonRequired: 'Paw nea ɛnteɛ.',
    detailsTooLong: 'Ma nsɛm no nnboro nkyerɛwde 500.',
  },
};
