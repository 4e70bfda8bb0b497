// The outbox's job names (their definitions: deliver-message.ts, held-messages.ts).
export const SEND_JOB = 'whatsapp.send';
export const OUTBOX_SWEEP_JOB = 'whatsapp.outbox-sweep';
