// Pidgin: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerOrders } from './en.ts';

export const pidginServerOrders: CatalogShape<typeof enServerOrders> = {
  errors: {
    nothingToRetry: 'This order no get refund or payout wey fail wey we go send again.',
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
    accept: 'I go take am',
    decline: 'I no go take am',
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
  /** The bot's words for buying and for sellers' order commands (whatsapp.bot.*). */
  bot: {
    buyHint:
      'To buy one safe (Dwa go hold your money till e reach you), send *buy* and ein number, like *buy 2*.',
    buyFirstSearch:
      'Tell me wetin you dey find first, then send *buy* and the number of one result, like *buy 2*.',
    buyNotBuyable:
      'You no fit buy {{title}} with Buy safely. Chat the seller from ein page: {{link}}',
    buyAskPlace:
      'Buy safely: {{title}} from {{shop}}, {{price}}. Where e go go? Send the area and town, like *Adum, Kumasi near the post office*: Dwa rider go bring am for {{fee}}. Or send *pickup* make you collect am from the seller, or *cancel*.',
    buyAskPickup:
      'Buy safely: {{title}} from {{shop}}, {{price}}. This seller no dey deliver am: send *pickup* make you collect am from the seller, or *cancel*.',
    buyNoZone:
      'Dwa riders dey deliver for {{zones}} for now. Send the area with one of these towns, or *pickup*, or *cancel*.',
    buyCancelled: 'No wahala, nothing dey ordered.',
    buyPlaced:
      'Order #{{number}}: {{title}}, total *{{total}}* ({{item}} + delivery {{fee}}). MoMo prompt for {{total}} dey come this number for {{network}}: approve am with your PIN. Dwa go hold the money till the thing reach your hand. Your order: {{link}}',
    buyVoucher:
      'Telecel Cash go ask for voucher first: dial *110#, generate one, and put am for your order page: {{link}}',
    buyNoNetwork:
      'I no fit know the MoMo network of this number. Buy am for ein page instead: {{link}}',
    sellerOrderAskPlace:
      'Where the Dwa rider go collect order #{{number}}? Send *accept {{number}}* and the place, like *accept {{number}} Adum, near the lorry station*. If you go deliver am yourself, accept am for your Orders tab: {{link}}',
    sellerOrderRider:
      'Order #{{number}} don accept. Dwa rider go collect am from {{place}}; the buyer get the code wey dey prove delivery.',
    sellerOrderPickup:
      'Order #{{number}} don accept. The buyer go come take am: ask for ein code when you give am, and put am for your Orders tab: {{link}}',
    sellerOrderAskReason:
      'Why you no go take order #{{number}}? Send *decline {{number}}* and the reason, like *decline {{number}} e don finish*. The buyer go get all ein money back.',
    sellerOrderDeclined: 'You don decline order #{{number}}. The buyer go get {{amount}} back.',
    sellerOrderUnknown: 'You no get order #{{number}}. Your orders: {{link}}',
    sellerOrderNotNow:
      'Order #{{number}} no fit do that again. Check am for your Orders tab: {{link}}',
  },
};
