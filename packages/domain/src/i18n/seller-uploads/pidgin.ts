// Ghanaian Pidgin texts of the WhatsApp Uploads list; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerUploads } from './en.ts';

export const pidginSellerUploads: CatalogShape<typeof enSellerUploads> = {
  sellerUploads: {
    title: 'WhatsApp Uploads',
    intro:
      'Tins wey you send give Dwa bot. Check each one, then put am for your shop or reject am.',
    listLabel: 'Wetin you upload for WhatsApp',
    filterLabel: 'Which uploads you wan see',
    filter: {
      all: 'All ({{count}})',
      pending: 'Dey wait ({{count}})',
      published: 'Don publish ({{count}})',
      rejected: 'Dem reject ({{count}})',
    },
    loading: 'We dey load your uploads…',
    loadError: 'We no fit load your WhatsApp uploads.',
    retry: 'Try am again',
    empty: {
      title: 'You never send anything for WhatsApp yet',
      text: 'Send product plus ein photos give Dwa bot for WhatsApp, e go show for here, ready make you publish.',
    },
    emptyFilter: 'No upload dey with this status.',
    untitled: 'E no get name',
    noPrice: 'Dem no talk price',
    received: 'E land {{date}}',
    photoAlt: '{{title}}, picture {{n}}',
    morePhotos: '+{{count}}',
    morePhotosLabel: '{{count}} photos more',
    morePhotosLabel_one: '{{count}} photo more',
    noPhotos: 'No photo',
    status: {
      pending: 'Dey wait',
      published: 'Don publish',
      rejected: 'Dem reject',
    },
    publish: 'Publish am',
    publishNamed: 'Publish am: {{title}}',
    reject: 'Reject am',
    rejectNamed: 'Reject am: {{title}}',
    viewProduct: 'See the Product',
    publishDialog: {
      title: 'Put am for your shop',
      intro:
        'Check wetin the bot read from your message. Once you publish, buyers go see am sharp sharp.',
      productName: 'The thing ein name',
      price: 'How much (GH₵)',
      priceHint: 'Wetin buyers go pay, for cedis, like 85 or 1,200.',
      priceRequired: 'Put the price: product no fit go live without price.',
      description: 'Talk about am',
      category: 'Category',
      delivery: 'How e go reach the buyer',
      deliveryFromMessage: 'We read am from your message. Change am if e no correct.',
      submit: 'Publish am',
      submitting: 'E dey publish…',
      cancel: 'Leave am',
      close: 'Close am',
    },
    rejectDialog: {
      title: 'You wan reject this upload?',
      text: 'We no go publish “{{title}}”. You no fit undo am.',
      confirm: 'Yes, reject am',
      rejecting: 'E dey reject…',
      cancel: 'Keep am',
    },
    published: 'Product don publish. Buyers fit see am now.',
    publishFailed: 'We no fit publish the product.',
    rejected: 'Upload don reject.',
    rejectFailed: 'We no fit reject the upload.',
    alreadyDecided: 'Dem don publish or reject this upload before.',
  },
};
