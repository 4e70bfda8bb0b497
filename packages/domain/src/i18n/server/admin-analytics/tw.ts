// Twi: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminAnalytics } from './en.ts';

export const twServerAdminAnalytics: CatalogShape<typeof enServerAdminAnalytics> = {
  dateInvalid: 'Kyerɛw da a ɛwɔ hɔ ampa (YYYY-MM-DD).',
  rangeOrder: 'Da a wufi ase no nni kan nsen da a wowie no.',
  rangeTooLong: 'Paw nna 366 anaa nea ɛnnɔɔso saa.',
};
