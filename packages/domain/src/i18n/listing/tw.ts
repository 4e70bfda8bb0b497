// Asante Twi texts of the listing area. Brand names (Dwa, WhatsApp) and GH₵ stay as they are.
import type { CatalogShape } from '../types.ts';
import type { enListing } from './en.ts';

export const twListing: CatalogShape<typeof enListing> = {
  productPage: {
    photos: 'Mfonini',
    showPhoto: 'Kyerɛ mfonini {{n}} wɔ {{total}} mu',
    category: 'Nkyekyɛmu',
    location: 'Beaeɛ',
    delivery: 'Nneɛma a yɛde brɛ',
    deliveryAvailable: 'Yɛde bɛbrɛ wo',
    pickupOnly: 'Yɛmfa mmrɛ wo: kɔfa firi adetɔnfoɔ no hɔ',
    deliveryCost: 'Ɛka a wobɛtua ama de abrɛ wo: {{cost}}',
    freeDelivery: 'Yɛde bɛbrɛ wo kwa',
    deliveryAreas: 'Mmeaeɛ a yɛde kɔ: {{areas}}',
    seller: 'Adetɔnfoɔ',
    visitShop: 'Kɔ ne sotɔɔ',
    description: 'Nkyerɛmu',
    related: 'Nneɛma a ɛte sɛ yei',
    loadError: 'Yɛantumi amfa adeɛ yi amma.',
    retry: 'San bɔ mmɔden',
  },
  shopPage: {
    memberSince: 'Ɔbɛkaa yɛn ho firi {{date}}',
    products: 'Ne nneɛma nyinaa ({{count}})',
    empty: 'Sotɔɔ yi nni adeɛ biara a ɛretɔn seesei.',
    share: 'Kyɛ',
    shareOnWhatsApp: 'Kyɛ wɔ WhatsApp so',
    shareText: 'Hwɛ {{shop}} wɔ Dwa so: {{url}}',
    linkCopied: 'Yɛakyerɛw sotɔɔ no link no agu so',
    copyFailed: 'Kyerɛw link yi: {{url}}',
    loadError: 'Yɛantumi amfa sotɔɔ yi amma.',
    retry: 'San bɔ mmɔden',
  },
  sellerContact: {
    chatOnWhatsApp: 'Kasa wɔ WhatsApp so',
    whatsappMessage: 'Agoo! M’ani gye "{{title}}" ({{price}}) a mihunuu wɔ Dwa so no ho: {{url}}',
    noWhatsApp: 'Adetɔnfoɔ yi nni WhatsApp nɔma',
    opensInNewTab: '(ɛbue WhatsApp)',
  },
  receipt: {
    request: 'Bisa resiti',
    dialogTitle: 'Bisa resiti',
    intro:
      'Bisa adetɔnfoɔ no resiti wɔ sika a wotuaeɛ no ho. Adetɔnfoɔ no bɛnya nkra na wagye sika dodoɔ no ato mu; obiara betumi de resiti no nɔma ahwɛ.',
    buyerPhone: 'Wo fon nɔma',
    phoneHint: 'Sɛ nhwɛsoɔ 024 123 4567',
    amount: 'Sika a wotuaeɛ (GH₵)',
    generate: 'Yɛ resiti no',
    generating: 'Yɛreyɛ…',
    failed: 'Yɛantumi anyɛ resiti no',
    close: 'To mu',
    heading: 'Dwa resiti',
    number: 'Resiti nɔma',
    date: 'Da',
    product: 'Adeɛ',
    amountPaid: 'Sika',
    seller: 'Adetɔnfoɔ',
    sellerLocation: 'Adetɔnfoɔ no beaeɛ',
    verifyAt: 'Hwɛ sɛ ɛyɛ nokorɛ wɔ',
    print: 'Tintim',
    pageTitle: 'Hwɛ resiti',
    sentToSeller:
      'Yɛde akɔma {{seller}} sɛ ɔngye nto mu. Kɔsi sɛ adetɔnfoɔ no bɛgye ato mu no, resiti no bɛka saa.',
    status: {
      requested: 'Wɔabisa — adetɔnfoɔ no nnye ntoo mu',
      confirmed: '{{seller}} agye ato mu {{date}}',
      declined: 'Adetɔnfoɔ no apo',
      paid: 'Wɔtuaa wɔ Dwa so',
    },
    statusText: {
      requested:
        'Ɔtɔfoɔ no na ɔbisaa resiti yi. Adetɔnfoɔ no nnye sika dodoɔ no ntoo mu, ɛno nti ɛnkyerɛ sɛ wɔatua ka.',
      confirmed:
        'Adetɔnfoɔ no agye adetɔn yi ne sika dodoɔ no ato mu. Dwa anhunu sika tua no ankasa.',
      declined:
        'Adetɔnfoɔ no ka sɛ adetɔn yi ankɔ sɛdeɛ wɔakyerɛw wɔ ha no. Resiti yi nkyerɛ sɛ wɔatua ka.',
      paid: 'Dwa nyaa sika yi wɔ mobile money so {{date}}.',
    },
    notFoundTitle: 'Yɛnhunuu resiti no',
    notFoundText: 'Resiti biara nni nɔma yi. Hwɛ nɔma no yie na san bɔ mmɔden.',
    loadError: 'Yɛantumi anhwɛ resiti yi.',
    retry: 'San bɔ mmɔden',
  },
  footerLinks: {
    sell: 'Tɔn wɔ Dwa so',
    howItWorks: 'Sɛdeɛ ɛyɛ adwuma',
    boost: 'Boost ne Pro',
    returns: 'Nneɛma a wɔde san ba',
    pages: 'Dwa ho nsɛm',
    support: 'Mmoa',
  },
  dataSaver: {
    label: 'Data sie',
    on: 'Data sie abue: mfonini nketewa',
    off: 'Data sie adum',
  },
  offline: {
    banner: 'Network nni hɔ — yɛrekyerɛ nkrataafa a yɛakora',
    back: 'Network asan aba',
  },
};
