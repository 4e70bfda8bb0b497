// Twi texts shared by every delivery screen.
import type { CatalogShape } from '../types.ts';
import type { enDeliveries } from './en.ts';

export const twDeliveries: CatalogShape<typeof enDeliveries> = {
  deliveries: {
    pickupRequired: 'Ka baabi a rider no bɛfa adeɛ no.',
    dropoffRequired: 'Ka baabi a adeɛ no rekɔ.',
    zoneRequired: 'Yi mantam a wɔde adeɛ no bɛkɔ.',
    zonesRequired: 'Yi mantam baako anaa nea ɛboro so a wode nneɛma kɔ.',
    recipientNameRequired: 'Kyerɛw onipa a ɔbɛgye adeɛ no din.',
    recipientPhoneRequired: 'Kyerɛw nea ɔbɛgye adeɛ no Ghana fon nɔma.',
    feeInvalid: 'Kyerɛw akwantuo ka no wɔ cedis mu, ɛboro 0 na ɛnboro 10,000.',
    reasonRequired: 'Ka deɛ enti a woagyae akwantuo no.',
    ratingInvalid: 'Nsɔnoeɛ yɛ nsoromma 1 kɔsi 5.',
    codeFormat: 'Kyerɛw nɔma nnan a nea ɔgye adeɛ no nya no.',
    codeWrong: 'Ɛnyɛ nɔma a nea ɔgye adeɛ no nyaeɛ no.',
    tooLong: 'Eyi ware dodo.',
    status: {
      requested: 'Ɛretwɛn rider',
      accepted: 'Rider rekɔfa adeɛ no',
      picked_up: 'Wɔafa',
      delivered: 'Wɔde akɔma',
      completed: 'Awie',
      cancelled: 'Wɔagyae',
    },
  },
};
