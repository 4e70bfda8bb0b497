// Twi: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerOrders } from './en.ts';

export const twServerOrders: CatalogShape<typeof enServerOrders> = {
  errors: {
    nothingToRetry:
      'Order yi nni sika a wɔde san anaa wɔde rema a ɛantumi ankɔ a ɛsɛ sɛ wɔsan de kɔ.',
    notFound: 'Order a ɛte saa nni hɔ.',
    notBuyable: 'Wontumi mfa Buy safely ntɔ adeɛ yi.',
    soldOut: 'Kafra, wɔatɔn nea ɛtwa toɔ no seesei ara.',
    noDelivery: 'Ɔtɔnfoɔ yi mfa adeɛ yi nkɔma nkurɔfoɔ. Yi sɛ wo ankasa wobɛkɔ akɔfa.',
    tooLarge: 'Seesei Buy safely gye orders kɔsi {{max}}.',
    tooManyOpen: 'Nɔma yi wɔ orders pii a wɔntuaa ho ka nnɛ. Tua baako, anaa san bɔ mmɔden ɔkyena.',
    notNow: 'Order yi ntumi nyɛ saa seesei.',
    wrongCode: 'Ɛnyɛ atɔfoɔ no code ni.',
    ownShop: 'Wontumi ntɔ wo ankasa wo shop mu adeɛ.',
    walletFirst: 'Fa MoMo wallet a wɔde sika bɛto mu no sie ansa na woabue Buy safely.',
    cancelTheOrder:
      'Delivery yi so Buy safely order: twa order no mu mmom, na wɔde atɔfoɔ no sika asan ama no.',
    refundTooLarge: 'Sika kakra a wɔde san ma no nnu adeɛ no bo. Fa order no nyinaa san ma mmom.',
  },
  whatsapp: {
    accept: 'Gye tom',
    decline: 'Mempɛ',
    code: 'Wo Dwa code ne {{code}}. Ɛkyerɛ sɛ nɔma yi yɛ wo dea ma wo order. Mfa nkyerɛ obiara.',
    buyerPaid:
      'Dwa anya wo sika {{total}} a ɛyɛ {{title}} a efi {{shop}} (order #{{number}}). Yɛkora so kosi sɛ wobɛnya adeɛ no. Fa code yi ma obi a ɔde bɛbrɛ wo no, ɛno nkoaa: {{code}}\nHwɛ wo order: {{link}}',
    sellerPaid:
      'Buy safely order foforɔ #{{number}}: {{title}}, {{total}}. Atɔfoɔ no atua na Dwa kora sika no kosi sɛ wɔde bɛduru. Gye tom ansa na nnɔnhwerew {{hours}} atwam: {{link}}',
    buyerAccepted: '{{shop}} agye wo order #{{number}} atom na ɔresiesie. {{link}}',
    buyerDelivered:
      'Wɔde wo order #{{number}} abrɛ wo. Ɛyɛ papa? Si so dua, anaa ka ɔhaw biara ansa na nnɔnhwerew {{hours}} atwam: {{link}}',
    buyerRefunded:
      'Wɔatwa wo order #{{number}} ({{title}}) mu. {{amount}} resan akɔ wo MoMo wallet mu.',
    sellerCancelled:
      'Wɔatwa order #{{number}} ({{title}}) mu na wɔde atɔfoɔ no sika asan ama no. Biribiara nni hɔ a ɛsɛ sɛ wode kɔ.',
    sellerReleased: 'Order #{{number}} awie. {{amount}} yɛ wo dea; Dwa de bɛkɔ wo MoMo wallet mu.',
    sellerProblem:
      'Atɔfoɔ a ɔtɔɔ order #{{number}} aka ɔhaw bi. Sika no twɛn bere a Dwa rehwɛ mu: {{problem}}',
    buyerSettled:
      'Dwa asi gyinaeɛ wɔ order #{{number}} ho: {{amount}} resan akɔ wo MoMo wallet mu. Nea enti: {{reason}}',
    sellerSettled:
      'Dwa asi gyinaeɛ wɔ order #{{number}} ho: {{amount}} yɛ wo dea; atɔfoɔ no nyaa {{refund}} san. Nea enti: {{reason}}',
  },
  /** The bot's words for buying and for sellers' order commands (whatsapp.bot.*). */
  bot: {
    buyHint:
      'Sɛ wopɛ sɛ wotɔ baako a ahotoɔ wom (Dwa kora wo sika kosi sɛ ɛbɛduru wo nsam) a, fa *buy* ne ne nɔma brɛ me, te sɛ *buy 2*.',
    buyFirstSearch:
      'Kyerɛ me deɛ worehwehwɛ kane, na afei fa *buy* ne nea wopɛ no nɔma brɛ me, te sɛ *buy 2*.',
    buyNotBuyable:
      'Wontumi mfa Buy safely ntɔ {{title}}. Kasa kyerɛ ɔtɔnfoɔ no fi ne krataafa so: {{link}}',
    buyAskPlace:
      'Buy safely: {{title}} a efi {{shop}}, {{price}}. Ɛhe na ɛnkɔ? Kyerɛw beaeɛ no ne kuro no, te sɛ *Adum, Kumasi bɛn post office*: Dwa rider de bɛbrɛ wo {{fee}}. Anaa fa *pickup* brɛ me na wokɔfa fi ɔtɔnfoɔ no nkyɛn, anaa *cancel*.',
    buyAskPickup:
      'Buy safely: {{title}} a efi {{shop}}, {{price}}. Ɔtɔnfoɔ yi mfa nkɔ: fa *pickup* brɛ me na wokɔfa fi ne nkyɛn, anaa *cancel*.',
    buyNoZone:
      'Seesei Dwa riders de nneɛma kɔ {{zones}} nkoaa. Kyerɛw beaeɛ no ne nkuro yi mu baako, anaa *pickup*, anaa *cancel*.',
    buyCancelled: 'Ɛyɛ, wɔantɔ hwee.',
    buyPlaced:
      'Order #{{number}}: {{title}}, ne nyinaa *{{total}}* ({{item}} + delivery {{fee}}). MoMo prompt a ɛyɛ {{total}} reba nɔma yi so wɔ {{network}}: fa wo PIN gye tom. Dwa kora sika no kosi sɛ adeɛ no bɛduru wo nsam. Wo order: {{link}}',
    buyVoucher:
      'Telecel Cash hwehwɛ voucher kane: frɛ *110#, yɛ baako, na hyɛ no wo order krataafa so: {{link}}',
    buyNoNetwork:
      'Mentumi nhunu MoMo network a nɔma yi wɔ so. Tɔ no wɔ ne krataafa so mmom: {{link}}',
    sellerOrderAskPlace:
      'Ɛhe na Dwa rider no bɛkɔfa order #{{number}}? Fa *accept {{number}}* ne beaeɛ no brɛ me, te sɛ *accept {{number}} Adum, bɛn lorry station*. Sɛ wo ara wode bɛkɔ a, gye tom wɔ wo Orders tab so: {{link}}',
    sellerOrderRider:
      'Wɔagye order #{{number}} atom. Dwa rider bɛba abɛfa wɔ {{place}}; atɔfoɔ no wɔ code a ɛkyerɛ sɛ adeɛ no aduru.',
    sellerOrderPickup:
      'Wɔagye order #{{number}} atom. Atɔfoɔ no bɛba abɛfa: bisa ne code bere a wode rema no, na hyɛ no wo Orders tab so: {{link}}',
    sellerOrderAskReason:
      'Adɛn nti na wompɛ order #{{number}}? Fa *decline {{number}}* ne nea enti brɛ me, te sɛ *decline {{number}} asa*. Atɔfoɔ no bɛnya ne sika nyinaa asan.',
    sellerOrderDeclined: 'Woapo order #{{number}}. Atɔfoɔ no bɛnya {{amount}} asan.',
    sellerOrderUnknown: 'Wonni order #{{number}}. Wo orders: {{link}}',
    sellerOrderNotNow: 'Order #{{number}} ntumi nyɛ saa bio. Hwɛ no wɔ wo Orders tab so: {{link}}',
  },
};
