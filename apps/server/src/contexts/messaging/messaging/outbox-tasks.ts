// The outbox's job names (their definitions: deliver-message.ts, held-messages.ts).
export const SEND_TASK = 'whatsapp.send';
export const OUTBOX_SWEEP_TASK = 'whatsapp.outbox-sweep';
