// Twi: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerOrders } from './en.ts';

export const twServerOrders: CatalogShape<typeof enServerOrders> = {
  errors: {
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
};
