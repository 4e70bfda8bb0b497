// The public face of messaging: the only file of contexts/messaging that the app and other
// contexts may import. Everything else in the folder is private to it (context-boundaries.test.ts).
export { botConfigStatus } from './bot-settings/bot-settings.service.ts';
export {
  botCredentials,
  cloudApiCredentials,
  mediaToken,
  readBotSettings,
  saveBotSettings,
} from './bot-settings/bot-settings.store.ts';
export { messagingContext } from './context.ts';
export type {
  MessageEventType,
  Messenger,
  OutgoingMessage,
  WhatsAppTransport,
} from './messaging/messenger.ts';
export { CODE_TTL_MINUTES } from './messaging/messenger.ts';
export { WINDOW_CLOSED_CODE } from './messaging/meta-errors.ts';
export { listOutbox } from './messaging/outbox.service.ts';
export { sentAt } from './messaging/whatsapp-window.ts';
export type { NotifyDeps } from './notifications/notify.ts';
export { notify, TEMPLATE_LANGUAGE_CODE, WHATSAPP_WINDOW_MS } from './notifications/notify.ts';
export {
  notifyBoostActive,
  notifyFirstProduct,
  notifyWelcome,
  wasListed,
} from './notifications/triggers.ts';
export type { AlertDeps } from './provider-alerts/provider-alerts.ts';
export {
  activeAlert,
  activeAlerts,
  raiseAlert,
  resolveAlert,
} from './provider-alerts/provider-alerts.ts';
