// Twi texts of Buy safely (decision 066): the order's field messages. Part of `tw`.
import type { enOrders } from './en.ts';

export const twOrders: typeof enOrders = {
  orders: {
    nameRequired: 'Kyerɛw wo din',
    phoneRequired: 'Kyerɛw wo WhatsApp nɔma',
    payPhoneInvalid: 'Kyerɛw MoMo nɔma a ɛbɛtua',
    fulfilmentRequired: 'Yi delivery anaa wo ankasa wobɛba abɛfa',
    zoneRequired: 'Yi beae a wɔde bɛkɔ',
    dropoffRequired: 'Ɛhe na wɔmfa nkɔ?',
    pickupRequired: 'Ɛhe na rider no mfa?',
    carrierRequired: 'Yi obi a ɔde bɛkɔ',
    reasonRequired: 'Ka nea enti',
    problemRequired: 'Ka nea ɛnyɛ yie no kyerɛ yɛn (nkyerɛwde 10 bɛboro)',
    codeRequired: 'Kyerɛw atɔfoɔ no code a ɛyɛ nɔma 4',
    codeFormat: 'Code no yɛ nɔma 4',
    refundInvalid: 'Kyerɛw sika a wɔde bɛsan ama',
    outcomeRequired: 'Yi sɛnea ntawntawdi no bɛba awieeɛ',
    tooLong: 'Ɛware dodo',
  },
};
