// English texts of the seller center's Receipts (part of `en`; loaded with the seller screens).
export const enSellerReceipts = {
  sellerReceipts: {
    title: 'Receipts',
    intro:
      'Buyers ask for receipts on your product pages. Confirm the ones you were paid for, with the amount you received, and decline the others. Until you answer, the receipt says it is not confirmed.',
    waitingTitle: 'Waiting for you ({{count}})',
    answeredTitle: 'Answered',
    loading: 'Loading your receipts…',
    loadError: 'Failed to load your receipts.',
    retry: 'Try again',
    empty: {
      title: 'No receipt requests yet',
      text: 'When a buyer asks for a receipt for one of your products, it appears here and you get a WhatsApp message.',
    },
    noneWaiting: 'No requests are waiting for you.',
    asked: 'Asked {{date}}',
    buyer: 'Buyer',
    status: {
      requested: 'Waiting',
      confirmed: 'Confirmed {{date}}',
      declined: 'Declined {{date}}',
    },
    confirm: 'Confirm',
    confirmNamed: 'Confirm receipt {{number}}',
    decline: 'Decline',
    declineNamed: 'Decline receipt {{number}}',
    view: 'View receipt',
    confirmDialog: {
      title: 'Confirm this receipt',
      intro:
        'Confirm only if you received this payment. The receipt will then say you confirmed it, and when.',
      amount: 'Amount received (GH₵)',
      amountHint: 'Change it if the buyer typed a different amount.',
      submit: 'Confirm receipt',
      submitting: 'Confirming…',
      cancel: 'Cancel',
      close: 'Close',
    },
    declineDialog: {
      title: 'Decline this receipt?',
      text: 'Receipt {{number}} for “{{title}}” will say you declined it. You cannot undo this.',
      confirm: 'Yes, decline',
      declining: 'Declining…',
      cancel: 'Keep it',
    },
    confirmed: 'Receipt confirmed.',
    confirmFailed: 'Failed to confirm the receipt.',
    declined: 'Receipt declined.',
    declineFailed: 'Failed to decline the receipt.',
    alreadyAnswered: 'This receipt was already confirmed or declined.',
  },
} as const;
