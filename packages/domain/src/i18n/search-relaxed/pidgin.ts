import type { CatalogShape } from '../types.ts';
import type { enSearchRelaxed } from './en.ts';

export const pidginSearchRelaxed: CatalogShape<typeof enSearchRelaxed> = {
  searchRelaxed: {
    lead: 'Nothing match “{{q}}” straight.',
    kind: 'Dis ones na other things of the same kind.',
    above: 'Dis ones cost pass {{amount}}.',
    below: 'Dis ones no reach {{amount}}.',
    outside: 'Dis ones no reach {{min}} or dem cost pass {{max}}.',
    elsewhere: 'Dis ones no dey {{place}}.',
  },
};
