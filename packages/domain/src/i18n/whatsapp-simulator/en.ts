// English texts of the admin's WhatsApp simulator (/admin/whatsapp/simulator), part of
// `enAccounts`: the page talks to the bot as any number, through the real webhook, and shows the
// bot's answers from the outbox.
export const enWhatsAppSimulator = {
  simulator: {
    link: 'WhatsApp simulator',
    title: 'WhatsApp simulator',
    intro:
      'Write to the Dwa bot as any number. Messages go through the real webhook and the bot answers through the outbox: nothing reaches WhatsApp.',
    from: 'From number',
    fromHint: 'The WhatsApp number the message comes from, like 024 123 4567.',
    invalidNumber: 'Enter a Ghana phone number, like 024 123 4567.',
    quickPick: 'Quick pick',
    demoSeller: 'Demo seller',
    newBuyer: 'New buyer',
    demoRider: 'Demo rider',
    chatLabel: 'Conversation with {{number}}',
    bot: 'Dwa bot',
    empty: 'No messages with this number yet. Say hello or send a photo.',
    message: 'Message',
    messagePlaceholder: 'Type a message',
    addPhoto: 'Add a photo',
    removePhoto: 'Remove the photo',
    photoChosen: 'Photo: {{name}}',
    photoTooLarge: 'This photo is larger than {{max}} MB.',
    notImage: 'Choose a photo file (JPEG, PNG or WebP).',
    photoUnreadable: 'This photo could not be read.',
    needsContent: 'Write a message or add a photo.',
    send: 'Send',
    sending: 'Sending…',
    sendFailed: 'The message was not sent.',
    waiting: 'The bot is answering…',
    photoMessage: 'Photo',
    tapped: 'Tapped a button',
    replyButtons: 'Reply buttons',
    sentAt: 'Sent at {{time}}',
  },
};
