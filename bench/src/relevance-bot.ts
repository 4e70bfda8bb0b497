// The WhatsApp bot as a buyer meets it, for the relevance bench: the message posted to the real
// webhook signed as Meta signs it (simulated-message.ts, as the bot's tests do), the bot's
// inbound task run here at once, and the products its reply links to, in their order. Each
// request comes from a new number, so no session (language, earlier question) colours it. A
// reply that links no product (nothing found, the help) is an empty answer.
import { notificationLog } from '@dwa/db/schema/index';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../../apps/server/src/app.ts';
import { simulatedPayload } from '../../apps/server/src/contexts/bot/whatsapp-bot/simulated-message.ts';
import { INBOUND_TASK } from '../../apps/server/src/contexts/bot/whatsapp-webhook/receive-webhook.service.ts';
import { signWebhookBody } from '../../apps/server/src/contexts/bot/whatsapp-webhook/signature.ts';
import type { openBenchApp } from './demo-app.ts';

const PRODUCT_LINK = /\/products\/([0-9a-f-]{36})/g;

export interface BotAnswer {
  /** The products linked, in the reply's order. */
  ids: string[];
  reply: string;
}

export function botBuyer(demo: Awaited<ReturnType<typeof openBenchApp>>) {
  const app: App = demo.app;
  let sent = 0;
  return async function ask(text: string): Promise<BotAnswer> {
    const n = sent++;
    // Vodafone's 020 range: no demo seller or rider has one.
    const from = `+23320${String(1_000_000 + n)}`;
    const body = JSON.stringify(simulatedPayload({ from, text }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhookBody(demo.env.whatsapp.appSecret, body),
      },
      remoteAddress: `10.79.${n >> 8}.${n & 255}`,
    });
    if (res.statusCode !== 200) throw new Error(`webhook: ${res.statusCode} ${res.body}`);
    while ((await app.tasks.runDue(INBOUND_TASK)) > 0);
    const replies = await demo.database.db
      .select({ text: notificationLog.messageText })
      .from(notificationLog)
      .where(eq(notificationLog.whatsappNumber, from))
      .orderBy(asc(notificationLog.seq));
    if (replies.length === 0) throw new Error(`the bot did not answer "${text}"`);
    const reply = replies.map((r) => r.text).join('\n\n');
    return { ids: [...reply.matchAll(PRODUCT_LINK)].map((m) => m[1]!), reply };
  };
}
