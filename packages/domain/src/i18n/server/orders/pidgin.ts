// Pidgin: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerOrders } from './en.ts';

export const pidginServerOrders: CatalogShape<typeof enServerOrders> = {
  errors: {
    notFound: 'This order no dey.',
    notBuyable: 'You no fit buy this thing with Buy safely.',
    soldOut: 'Sorry, the last one don sell just now.',
    noDelivery: 'This seller no dey deliver this thing. Choose say you go come pick am.',
    tooLarge: 'For now Buy safely dey take orders reach {{max}}.',
    tooManyOpen:
      'This number get too many orders wey dem never pay today. Pay one, or try again tomorrow.',
    notNow: 'This order no fit do that one now.',
    wrongCode: 'That one no be the buyer ein code.',
    ownShop: 'You no fit buy from your own shop.',
    walletFirst: 'Save the MoMo wallet wey dem go pay you before you on Buy safely.',
    cancelTheOrder:
      'This delivery carry Buy safely order: cancel the order instead, so the buyer go get ein money back.',
    refundTooLarge:
      'Part refund suppose small pass the item price. Refund the whole order instead.',
  },
  whatsapp: {
    code: 'Your Dwa code na {{code}}. E dey confirm your number for your order. No give anybody.',
    buyerPaid:
      'Dwa don get your money {{total}} for {{title}} from {{shop}} (order #{{number}}). We go hold am till you collect the thing. Give this code to the person wey bring am, only that time: {{code}}\nFollow your order: {{link}}',
    sellerPaid:
      'New Buy safely order #{{number}}: {{title}}, {{total}}. The buyer don pay and Dwa dey hold the money till delivery. Accept am before {{hours}} hours pass: {{link}}',
    buyerAccepted: '{{shop}} don accept your order #{{number}} and e dey prepare am. {{link}}',
    buyerDelivered:
      'Dem don deliver your order #{{number}}. Everything fine? Confirm, or report problem before {{hours}} hours pass: {{link}}',
    buyerRefunded:
      'Dem cancel your order #{{number}} ({{title}}). {{amount}} dey come back to your MoMo wallet.',
    sellerCancelled:
      'Dem cancel order #{{number}} ({{title}}) and the buyer don get ein money back. Nothing to deliver.',
    sellerReleased:
      'Order #{{number}} don finish. {{amount}} na your own; Dwa go send am to your MoMo wallet.',
    sellerProblem:
      'The buyer of order #{{number}} report problem. The money go wait while Dwa dey check am: {{problem}}',
    buyerSettled:
      'Dwa don decide for order #{{number}}: {{amount}} dey go back to your MoMo wallet. Reason: {{reason}}',
    sellerSettled:
      'Dwa don decide for order #{{number}}: {{amount}} na your own; the buyer collect {{refund}} back. Reason: {{reason}}',
  },
};
