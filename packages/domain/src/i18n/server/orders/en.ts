// What the server says about Buy safely orders (decision 066): its errors, and the WhatsApp
// messages to the buyer and the seller at each step.
export const enServerOrders = {
  errors: {
    notFound: 'No such order.',
    notBuyable: 'This product cannot be bought with Buy safely.',
    soldOut: 'Sorry, the last one was just sold.',
    noDelivery: 'This seller does not deliver this product. Choose pickup.',
    tooLarge: 'Buy safely takes orders up to {{max}} for now.',
    tooManyOpen: 'This number has too many unpaid orders today. Pay one, or try again tomorrow.',
    notNow: 'This order cannot do that now.',
    wrongCode: 'That is not the buyer’s code.',
    ownShop: 'You cannot buy from your own shop.',
    walletFirst: 'Save the MoMo wallet you are paid to before you turn on Buy safely.',
    cancelTheOrder:
      'This delivery carries a Buy safely order: cancel the order instead, so the buyer is refunded.',
    refundTooLarge: 'A partial refund is less than the item’s price. Refund the order instead.',
  },
  whatsapp: {
    code: 'Your Dwa code is {{code}}. It confirms your number for your order. Do not share it with anyone.',
    buyerPaid:
      'Dwa has your payment of {{total}} for {{title}} from {{shop}} (order #{{number}}). We hold it until you have it. Give this code to whoever hands it over, only then: {{code}}\nFollow your order: {{link}}',
    sellerPaid:
      'New Buy safely order #{{number}}: {{title}}, {{total}}. The buyer has paid and Dwa holds the money until delivery. Accept it within {{hours}} hours: {{link}}',
    buyerAccepted: '{{shop}} accepted your order #{{number}} and is preparing it. {{link}}',
    buyerDelivered:
      'Your order #{{number}} was delivered. All good? Confirm, or report a problem within {{hours}} hours: {{link}}',
    buyerRefunded:
      'Your order #{{number}} ({{title}}) was cancelled. {{amount}} is on its way back to your MoMo wallet.',
    sellerCancelled:
      'Order #{{number}} ({{title}}) was cancelled and the buyer refunded. Nothing to deliver.',
    sellerReleased:
      'Order #{{number}} is complete. {{amount}} is yours; Dwa sends it to your MoMo wallet.',
    sellerProblem:
      'The buyer of order #{{number}} reported a problem. The money waits while Dwa looks at it: {{problem}}',
    buyerSettled:
      'Dwa decided on order #{{number}}: {{amount}} goes back to your MoMo wallet. Reason: {{reason}}',
    sellerSettled:
      'Dwa decided on order #{{number}}: {{amount}} is yours; the buyer got {{refund}} back. Reason: {{reason}}',
  },
};
