// Twi texts of the seller center's Receipts.

import type { CatalogShape } from '../types.ts';
import type { enSellerReceipts } from './en.ts';

export const twSellerReceipts: CatalogShape<typeof enSellerReceipts> = {
  sellerReceipts: {
    title: 'Resiti',
    intro:
      'Atɔfoɔ bisa resiti wɔ wo nneɛma krataafa so. Gye deɛ wɔatua ama wo no to mu, ne sika dodoɔ a wonyaeɛ, na po deɛ aka no. Kɔsi sɛ wobɛyi ano no, resiti no ka sɛ wonnye ntoo mu.',
    waitingTitle: 'Ɛretwɛn wo ({{count}})',
    answeredTitle: 'Wode ano ama',
    loading: 'Yɛreyi wo resiti…',
    loadError: 'Yɛantumi anyi wo resiti.',
    retry: 'San bɔ mmɔden',
    empty: {
      title: 'Obiara mmisaa resiti biara',
      text: 'Sɛ ɔtɔfoɔ bisa resiti wɔ wo nneɛma no bi ho a, ɛbɛba ha na wobɛnya WhatsApp nkra.',
    },
    noneWaiting: 'Biribiara ntwɛn wo.',
    asked: 'Wɔbisaa {{date}}',
    buyer: 'Ɔtɔfoɔ',
    status: {
      requested: 'Ɛretwɛn',
      confirmed: 'Wogyee too mu {{date}}',
      declined: 'Wopoeɛ {{date}}',
    },
    confirm: 'Gye to mu',
    confirmNamed: 'Gye to mu: resiti {{number}}',
    decline: 'Po',
    declineNamed: 'Po resiti {{number}}',
    view: 'Hwɛ resiti no',
    confirmDialog: {
      title: 'Gye resiti yi to mu',
      intro:
        'Gye to mu sɛ wonyaa sika yi ankasa nko ara. Afei resiti no bɛka sɛ wogyee too mu, ne berɛ a woyɛeɛ.',
      amount: 'Sika a wonyaeɛ (GH₵)',
      amountHint: 'Sɛ ɔtɔfoɔ no kyerɛw sika foforɔ a, sesa.',
      submit: 'Gye resiti no to mu',
      submitting: 'Ɛregye ato mu…',
      cancel: 'Gyae',
      close: 'To mu',
    },
    declineDialog: {
      title: 'Wopɛ sɛ wopo resiti yi?',
      text: 'Resiti {{number}} a ɛfa “{{title}}” ho bɛka sɛ wopoeɛ. Worentumi nsan nyɛ.',
      confirm: 'Aane, po',
      declining: 'Ɛrepo…',
      cancel: 'Gyaa no',
    },
    confirmed: 'Wogyee resiti no too mu.',
    confirmFailed: 'Yɛantumi annye resiti no antoo mu.',
    declined: 'Wopoo resiti no.',
    declineFailed: 'Yɛantumi ampo resiti no.',
    alreadyAnswered: 'Wɔagye saa resiti yi ato mu dada anaa wɔapo.',
  },
};
