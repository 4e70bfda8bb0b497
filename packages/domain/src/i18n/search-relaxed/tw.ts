import type { CatalogShape } from '../types.ts';
import type { enSearchRelaxed } from './en.ts';

export const twSearchRelaxed: CatalogShape<typeof enSearchRelaxed> = {
  searchRelaxed: {
    lead: 'Biribiara nhyiaa “{{q}}” pɛpɛɛpɛ.',
    kind: 'Eyinom yɛ nneɛma foforɔ a ɛyɛ saa ara.',
    above: 'Eyinom boɔ boro {{amount}}.',
    below: 'Eyinom boɔ nnu {{amount}}.',
    outside: 'Eyinom boɔ nnu {{min}} anaa ɛboro {{max}}.',
    elsewhere: 'Eyinom nni {{place}}.',
  },
};
