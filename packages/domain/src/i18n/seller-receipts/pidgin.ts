// Pidgin texts of the seller center's Receipts.

import type { CatalogShape } from '../types.ts';
import type { enSellerReceipts } from './en.ts';

export const pidginSellerReceipts: CatalogShape<typeof enSellerReceipts> = {
  sellerReceipts: {
    title: 'Receipts',
    intro:
      'Buyers dey ask for receipt for your product pages. Confirm the ones wey dem pay you for, with the money wey you collect, and decline the rest. Until you answer, the receipt go talk say you never confirm am.',
    waitingTitle: 'Dey wait for you ({{count}})',
    answeredTitle: 'You don answer',
    loading: 'We dey load your receipts…',
    loadError: 'We no fit load your receipts.',
    retry: 'Try am again',
    empty: {
      title: 'Nobody ask for receipt yet',
      text: 'When buyer ask for receipt for one of your products, e go show here and you go get WhatsApp message.',
    },
    noneWaiting: 'Nothing dey wait for you.',
    asked: 'Dem ask {{date}}',
    buyer: 'Person wey buy',
    status: {
      requested: 'E dey wait',
      confirmed: 'You confirm am {{date}}',
      declined: 'You decline am {{date}}',
    },
    confirm: 'Confirm am',
    confirmNamed: 'Confirm am: receipt {{number}}',
    decline: 'Decline am',
    declineNamed: 'Decline am: receipt {{number}}',
    view: 'See the receipt',
    confirmDialog: {
      title: 'Confirm dis receipt',
      intro:
        'Confirm am only if you collect this money for real. The receipt go talk say you confirm am, and when.',
      amount: 'The money wey you collect (GH₵)',
      amountHint: 'Change am if the buyer type different amount.',
      submit: 'Confirm the receipt',
      submitting: 'E dey confirm…',
      cancel: 'Leave am',
      close: 'Close am',
    },
    declineDialog: {
      title: 'You wan decline this receipt?',
      text: 'Receipt {{number}} for “{{title}}” go talk say you decline am. You no fit undo am.',
      confirm: 'Yes, decline am',
      declining: 'E dey decline…',
      cancel: 'Keep am',
    },
    confirmed: 'You don confirm the receipt.',
    confirmFailed: 'We no fit confirm the receipt.',
    declined: 'You don decline the receipt.',
    declineFailed: 'We no fit decline the receipt.',
    alreadyAnswered: 'Dem don confirm or decline dis receipt already.',
  },
};
