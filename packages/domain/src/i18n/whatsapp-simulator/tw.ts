// Twi texts of the admin's WhatsApp simulator; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enWhatsAppSimulator } from './en.ts';

export const twWhatsAppSimulator: CatalogShape<typeof enWhatsAppSimulator> = {
  simulator: {
    link: 'WhatsApp nsɛsodeɛ',
    title: 'WhatsApp nsɛsodeɛ',
    intro:
      'Kyerɛw kɔma Dwa bot no sɛ nɔma biara. Nkra no fa webhook ankasa no mu, na bot no nam outbox no so bua: biribiara nkɔ WhatsApp.',
    from: 'Nɔma a ɛfiri',
    fromHint: 'WhatsApp nɔma a nkra no firi so, te sɛ 024 123 4567.',
    invalidNumber: 'Kyerɛw Ghana fon nɔma, te sɛ 024 123 4567.',
    quickPick: 'Yi ntɛm',
    demoSeller: 'Adetɔnfoɔ nhwɛsoɔ',
    newBuyer: 'Adetɔfoɔ foforɔ',
    demoRider: 'Ɔkafoɔ nhwɛsoɔ',
    chatLabel: 'Nkɔmmɔ a ɛne {{number}} di',
    bot: 'Dwa bot no',
    empty: 'Nkra biara nni hɔ mfiri nɔma yi so da. Kyia anaa soma mfonini.',
    message: 'Nkra',
    messagePlaceholder: 'Kyerɛw nkra',
    addPhoto: 'Fa mfonini ka ho',
    removePhoto: 'Yi mfonini no firi hɔ',
    photoChosen: 'Mfonini: {{name}}',
    photoTooLarge: 'Mfonini yi sõ sene {{max}} MB.',
    notImage: 'Yi mfonini fael (JPEG, PNG anaa WebP).',
    photoUnreadable: 'Yɛantumi ankenkan mfonini yi.',
    needsContent: 'Kyerɛw nkra anaa fa mfonini ka ho.',
    send: 'Soma',
    sending: 'Ɛresoma…',
    sendFailed: 'Nkra no ankɔ.',
    waiting: 'Bot no rebua…',
    photoMessage: 'Mfonini',
    tapped: 'Ɔmiaa button',
    replyButtons: 'Mmuaeɛ buttons',
    sentAt: 'Wɔsomaa no {{time}}',
  },
};
