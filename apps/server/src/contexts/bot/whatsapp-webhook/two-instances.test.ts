// Meta may deliver one message to two instances behind a load balancer, several times, at once:
// it is stored once, processed once by whichever instance's worker gets it, and answered once.
// On PostgreSQL (CI) each instance has its own connection pool, as two servers would.
import { join } from 'node:path';
import type { DatabaseHandle } from '@dwa/db/client';
import { notificationLog, webhookEvents } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type App, buildApp } from '../../../app.ts';
import { createDiskStorage } from '../../../storage/disk-storage.ts';
import { fakeMediaHost, phonePhoto } from '../../../testing/bot/test-bot.ts';
import { testEnv } from '../../../testing/test-app.ts';
import { useTwoDatabases } from '../../../testing/two-databases.ts';
import { waitFor } from '../../../testing/wait-for.ts';
import { newMessageId, simulatedPayload } from '../whatsapp-bot/simulated-message.ts';
import { signWebhookBody } from './signature.ts';

const SECRET = 'two-instances-app-secret-0123456789';
const two = useTwoDatabases('dwa-webhook-two');
const media = fakeMediaHost();

async function instance(database: DatabaseHandle) {
  const env = testEnv(two.dataDir, { WHATSAPP_APP_SECRET: SECRET });
  const app = await buildApp({
    env,
    database,
    storage: createDiskStorage(join(two.dataDir, 'media')),
    media: media.client,
    botSummaryDelaySeconds: 0,
    taskOptions: { pollingIntervalSeconds: 0.5 },
  });
  two.apps.push(app);
  return app;
}

it('one delivery sent to two instances, four times each, at once: stored, fetched and answered once', async () => {
  const a = await instance(two.first);
  const b = await instance(two.second);
  const seller = await buildSeller(two.first.db);
  const id = newMessageId();
  const body = JSON.stringify(
    simulatedPayload({
      from: seller.whatsappNumber,
      id,
      mediaId: media.add(await phonePhoto(120)),
      text: 'Kente cloth 6 yards GHS 450',
    }),
  );
  const post = (app: App) =>
    app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhookBody(SECRET, body),
      },
    });
  const answers = await Promise.all([a, b, a, b, a, b, a, b].map(post));
  expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
  expect(answers.reduce((n, r) => n + r.json().messages, 0)).toBe(1);

  await Promise.all([a.tasks.startWorkers(), b.tasks.startWorkers()]);
  const replyOf = () =>
    two.first.db
      .select()
      .from(notificationLog)
      .where(eq(notificationLog.whatsappNumber, seller.whatsappNumber));
  await waitFor('the reply to be sent', async () =>
    (await replyOf()).some((r) => r.status === 'sent') ? true : null,
  );
  // Both workers have had time to find anything left.
  await new Promise((r) => setTimeout(r, 1500));
  const replies = await replyOf();
  expect(replies).toHaveLength(1);
  expect(replies[0]!.buttons).toHaveLength(3);
  const events = await two.first.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.eventId, id));
  expect(events).toHaveLength(1);
  expect(events[0]!.processedAt).not.toBeNull();
  // The photo was fetched once: the job ran once.
  expect(media.fetched).toHaveLength(1);
});
