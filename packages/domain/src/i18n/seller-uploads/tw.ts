// Twi texts of the WhatsApp Uploads list; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerUploads } from './en.ts';

export const twSellerUploads: CatalogShape<typeof enSellerUploads> = {
  sellerUploads: {
    title: 'WhatsApp so Nneɛma',
    intro: 'Nneɛma a wode akɔma Dwa bot no. Hwɛ biara mu, na fa to wo dwam anaa po.',
    listLabel: 'Nneɛma a wode faa WhatsApp so',
    filterLabel: 'Kyerɛ nneɛma no',
    filter: {
      all: 'Ne nyinaa ({{count}})',
      pending: 'Ɛretwɛn ({{count}})',
      published: 'Ɛwɔ dwam ({{count}})',
      rejected: 'Wɔapo ({{count}})',
    },
    loading: 'Yɛreyi wo nneɛma no aba…',
    loadError: 'Yɛantumi anyi wo WhatsApp nneɛma no amma.',
    retry: 'San sɔ hwɛ',
    empty: {
      title: 'Wonni WhatsApp so nneɛma biara',
      text: 'Fa adeɛ ne ne mfonini kɔma Dwa bot no wɔ WhatsApp so, na ɛbɛba ha, a ɛyɛ krado sɛ wode bɛto dwam.',
    },
    emptyFilter: 'Biribiara nni ha a ɛwɔ saa tebea yi mu.',
    untitled: 'Edin nni so',
    noPrice: 'Wɔnkyerɛɛ boɔ',
    received: 'Ɛbaa {{date}}',
    photoAlt: '{{title}}, mfonini {{n}}',
    morePhotos: '+{{count}}',
    morePhotosLabel: 'Mfonini {{count}} bio',
    noPhotos: 'Mfonini biara nni hɔ',
    status: {
      pending: 'Ɛretwɛn',
      published: 'Ɛwɔ dwam',
      rejected: 'Wɔapo',
    },
    publish: 'Fa to dwam',
    publishNamed: 'Fa {{title}} to dwam',
    reject: 'Po',
    rejectNamed: 'Po {{title}}',
    viewProduct: 'Hwɛ Adeɛ no',
    publishDialog: {
      title: 'Fa to wo dwam',
      intro:
        'Hwɛ deɛ bot no kenkanee firii wo nkra mu. Sɛ wode to dwam a, adetɔfoɔ bɛhunu no ntɛm ara.',
      productName: 'Adeɛ no din',
      price: 'Boɔ (GH₵)',
      priceHint: 'Gyae no hunu sɛ wompɛ sɛ wokyerɛ boɔ (GH₵ 0.00).',
      description: 'Nkyerɛkyerɛmu',
      category: 'Nneɛma kuo',
      submit: 'Fa to dwam',
      submitting: 'Ɛrekɔ dwam…',
      cancel: 'Gyae',
      close: 'To mu',
    },
    rejectDialog: {
      title: 'Wopɛ sɛ wopo yei?',
      text: 'Wɔremfa “{{title}}” nto dwam. Worentumi nsan nsiesie.',
      confirm: 'Aane, po',
      rejecting: 'Ɛrepo…',
      cancel: 'Fa sie',
    },
    published: 'Wɔde adeɛ no ato dwam. Adetɔfoɔ tumi hunu seesei.',
    publishFailed: 'Yɛantumi amfa adeɛ no anto dwam.',
    rejected: 'Wɔapo adeɛ no.',
    rejectFailed: 'Yɛantumi ampo adeɛ no.',
    alreadyDecided: 'Wɔde adeɛ yi ato dwam anaa wɔapo dada.',
  },
};
