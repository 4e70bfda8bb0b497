// The public face of the bot: the only file of contexts/bot that the app and other
// contexts may import. Everything else in the folder is private to it (context-boundaries.test.ts).
export { botContext } from './context.ts';
export type { BotDeps } from './whatsapp-bot/bot-deps.ts';
export type { MediaClient } from './whatsapp-bot/media-client.ts';
export { simulatedPayload } from './whatsapp-bot/simulated-message.ts';
export {
  registerSimulatorCliRoute,
  registerSimulatorRoutes,
} from './whatsapp-bot/simulator.routes.ts';
export { signWebhookBody } from './whatsapp-webhook/signature.ts';
