// What the server says about Buy safely orders (decision 066): its errors, and the WhatsApp
// messages to the buyer and the seller at each step.
export const enServerOrders = {
  errors: {
    nothingToRetry: 'This order has no failed refund or payout to send again.',
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
    accept: 'Accept',
    decline: 'Decline',
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
  /** The bot's words for buying and for sellers' order commands (whatsapp.bot.*). */
  bot: {
    buyHint:
      'To buy one safely (Dwa holds your money until it reaches you), send *buy* and its number, like *buy 2*.',
    buyFirstSearch:
      'Tell me what you are looking for first, then send *buy* and the number of a result, like *buy 2*.',
    buyNotBuyable:
      '{{title}} cannot be bought with Buy safely. Chat with the seller from its page: {{link}}',
    buyAskPlace:
      'Buy safely: {{title}} from {{shop}}, {{price}}. Where should it go? Send the area and town, like *Adum, Kumasi near the post office*: a Dwa rider brings it for {{fee}}. Or send *pickup* to collect it from the seller, or *cancel*.',
    buyAskPickup:
      'Buy safely: {{title}} from {{shop}}, {{price}}. This seller does not deliver it: send *pickup* to collect it from the seller, or *cancel*.',
    buyNoZone:
      'Dwa riders deliver in {{zones}} for now. Send the area with one of these towns, or *pickup*, or *cancel*.',
    buyCancelled: 'Alright, nothing was ordered.',
    buyPlaced:
      'Order #{{number}}: {{title}}, total *{{total}}* ({{item}} + delivery {{fee}}). A MoMo prompt for {{total}} is coming to this number on {{network}}: approve it with your PIN. Dwa holds the money until you have the item. Your order: {{link}}',
    buyVoucher:
      'Telecel Cash asks for a voucher first: dial *110#, generate one, and enter it on your order page: {{link}}',
    buyNoNetwork:
      'I cannot tell the MoMo network of this number. Buy it on its page instead: {{link}}',
    sellerOrderAskPlace:
      'Where should the Dwa rider collect order #{{number}}? Send *accept {{number}}* and the place, like *accept {{number}} Adum, near the lorry station*. To deliver it yourself, accept it on your Orders tab: {{link}}',
    sellerOrderRider:
      'Order #{{number}} accepted. A Dwa rider will collect it from {{place}}; the buyer has the code that proves delivery.',
    sellerOrderPickup:
      'Order #{{number}} accepted. The buyer comes for it: ask for their code when you hand it over, and enter it on your Orders tab: {{link}}',
    sellerOrderAskReason:
      'Why are you declining order #{{number}}? Send *decline {{number}}* and the reason, like *decline {{number}} sold out*. The buyer gets all their money back.',
    sellerOrderDeclined: 'Order #{{number}} declined. The buyer gets {{amount}} back.',
    sellerOrderUnknown: 'You have no order #{{number}}. Your orders: {{link}}',
    sellerOrderNotNow:
      'Order #{{number}} cannot do that any more. See it on your Orders tab: {{link}}',
  },
};
