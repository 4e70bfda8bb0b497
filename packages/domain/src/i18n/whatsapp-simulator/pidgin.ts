// Pidgin texts of the admin's WhatsApp simulator; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enWhatsAppSimulator } from './en.ts';

export const pidginWhatsAppSimulator: CatalogShape<typeof enWhatsAppSimulator> = {
  simulator: {
    link: 'WhatsApp play-play',
    title: 'WhatsApp play-play',
    intro:
      'Write give the Dwa bot like any number. The messages dey pass the real webhook and the bot dey answer through the outbox: nothing dey reach WhatsApp.',
    from: 'Which number e dey come from',
    fromHint: 'The WhatsApp number wey the message dey come from, like 024 123 4567.',
    invalidNumber: 'Put Ghana phone number, like 024 123 4567.',
    quickPick: 'Pick am quick',
    demoSeller: 'Demo seller wey we set',
    newBuyer: 'New buyer wey no register',
    demoRider: 'Demo rider wey we set',
    chatLabel: 'Chat with {{number}}',
    bot: 'The Dwa bot',
    empty: 'No message with dis number yet. Talk hello or send photo.',
    message: 'Wetin you wan talk',
    messagePlaceholder: 'Type your message',
    addPhoto: 'Add photo',
    removePhoto: 'Comot the photo',
    photoChosen: 'Photo wey you pick: {{name}}',
    photoTooLarge: 'Dis photo big pass {{max}} MB.',
    notImage: 'Choose photo file (JPEG, PNG or WebP).',
    photoUnreadable: 'We no fit read dis photo.',
    needsContent: 'Write message or add photo.',
    send: 'Send am',
    sending: 'E dey go…',
    sendFailed: 'The message no go.',
    waiting: 'The bot dey answer…',
    photoMessage: 'Na photo',
    tapped: 'E press button',
    replyButtons: 'Answer buttons',
    sentAt: 'E go for {{time}}',
  },
};
