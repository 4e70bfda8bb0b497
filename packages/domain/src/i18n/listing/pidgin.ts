// Ghanaian Pidgin texts of the listing area.
import type { CatalogShape } from '../types.ts';
import type { enListing } from './en.ts';

export const pidginListing: CatalogShape<typeof enListing> = {
  productPage: {
    photos: 'Pictures',
    showPhoto: 'Show picture {{n}} out of {{total}}',
    category: 'Category',
    location: 'Place',
    delivery: 'How e go reach you',
    deliveryAvailable: 'Dem fit deliver',
    pickupOnly: 'No delivery: you go collect am from the seller',
    deliveryCost: 'Delivery go cost: {{cost}}',
    freeDelivery: 'Delivery be free',
    deliveryAreas: 'Dem dey deliver go: {{areas}}',
    seller: 'Who dey sell am',
    visitShop: 'Check the shop',
    description: 'About the thing',
    related: 'Things wey resemble am',
    loadError: 'We no fit bring this product.',
    retry: 'Try am again',
    report: 'Report am',
  },
  shopPage: {
    memberSince: 'E join since {{date}}',
    products: 'All the products ({{count}})',
    empty: 'This shop no get anything for sale now.',
    share: 'Share am',
    shareOnWhatsApp: 'Share am for WhatsApp',
    shareText: 'Check {{shop}} for Dwa: {{url}}',
    linkCopied: 'We don copy the shop link',
    copyFailed: 'Copy the link yourself: {{url}}',
    loadError: 'We no fit bring this shop.',
    retry: 'Try am again',
  },
  sellerContact: {
    chatOnWhatsApp: 'Chat am for WhatsApp',
    whatsappMessage:
      'Hello! I dey interested for "{{title}}" ({{price}}) wey I see for Dwa: {{url}}',
    noWhatsApp: 'This seller no get WhatsApp number',
    opensInNewTab: '(e go open WhatsApp)',
  },
  receipt: {
    request: 'Ask for receipt',
    dialogTitle: 'Ask for receipt',
    intro:
      'Ask the seller for receipt for the money wey you pay. The seller go get message to confirm the amount; anybody fit check the receipt with the number.',
    buyerPhone: 'Your phone number',
    phoneHint: 'Like 024 123 4567',
    amount: 'The money wey you pay (GH₵)',
    generate: 'Make the receipt',
    generating: 'E dey make…',
    failed: 'We no fit make the receipt',
    close: 'Close am',
    heading: 'Dwa receipt',
    number: 'Receipt number',
    date: 'Day',
    product: 'Wetin you buy',
    amountPaid: 'Money',
    seller: 'Who sell am',
    sellerLocation: 'Where the seller dey',
    verifyAt: 'Check am for',
    print: 'Print am',
    pageTitle: 'Check receipt',
    sentToSeller:
      'We don send am give {{seller}} make dem confirm am. Until the seller confirm am, the receipt go talk so.',
    status: {
      requested: 'Dem ask for am — the seller never confirm am',
      confirmed: '{{seller}} confirm am on {{date}}',
      declined: 'The seller decline am',
      paid: 'Dem pay through Dwa',
    },
    statusText: {
      requested:
        'The buyer ask for this receipt. The seller never confirm the amount, so e no prove say person pay yet.',
      confirmed:
        'The seller confirm say this sale happen and the amount correct. Dwa no see the payment itself.',
      declined:
        'The seller talk say this sale no happen like how e dey here. This receipt no prove say person pay.',
      paid: 'Dwa receive this payment through mobile money on {{date}}.',
    },
    notFoundTitle: 'We no see the receipt',
    notFoundText: 'No receipt get this number. Check the number well and try again.',
    purchase: {
      label: 'Wetin dem pay for',
      verification: 'Seller verification for Dwa (one year)',
      pro: 'Dwa Pro for one month',
      boost: '{{credits}} boost credits wey you buy',
      boost_one: '{{credits}} boost credit wey you buy',
      paidBy: 'Who pay',
      paidTo: 'Who collect',
    },
    loadError: 'We no fit check this receipt.',
    retry: 'Try am again',
  },
  footerLinks: {
    sell: 'Sell for Dwa',
    howItWorks: 'How e dey work',
    boost: 'Push your market: Boost and Pro',
    returns: 'How to return things',
    pages: 'Wetin be Dwa',
    support: 'Make we help you',
  },
  dataSaver: {
    label: 'Save data',
    on: 'Save data dey on: small pictures',
    off: 'Save data dey off',
  },
  offline: {
    banner: 'Network no dey — we dey show pages wey we save',
    back: 'Network don come back',
  },
};
