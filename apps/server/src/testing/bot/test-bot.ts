// The bot on a real test app: messages go in through the signed webhook exactly as Meta sends
// them, photos come from an in-memory media host, and the bot's tasks (inbound, summary, send)
// run here until nothing is due, so a test reads the replies as the person would get them.
import { randomUUID } from 'node:crypto';
import { notificationLog, whatsappUploads } from '@dwa/db/schema/index';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type MediaClient, MediaError } from '../../contexts/bot/whatsapp-bot/media-client.ts';
import {
  newMessageId,
  type SimulatedMessage,
  simulatedPayload,
  webhookDelivery,
} from '../../contexts/bot/whatsapp-bot/simulated-message.ts';
import { SUMMARY_TASK } from '../../contexts/bot/whatsapp-bot/upload-summary.task.ts';
import { INBOUND_TASK } from '../../contexts/bot/whatsapp-webhook/receive-webhook.service.ts';
import { signWebhookBody } from '../../contexts/bot/whatsapp-webhook/signature.ts';
import { SEND_TASK } from '../../contexts/messaging/messaging/messenger.ts';
import { createTestApp } from '../test-app.ts';

/** Media ids the fake host serves, and how often each was fetched. An id it does not hold is
 * asked of `fallback` (the app's own local stand-in, for photos the simulator uploaded). */
export function fakeMediaHost() {
  const files = new Map<string, Buffer>();
  const fetched: string[] = [];
  let fallback: MediaClient | null = null;
  const client: MediaClient = {
    async download(mediaId) {
      fetched.push(mediaId);
      const bytes = files.get(mediaId);
      if (bytes) return bytes;
      if (fallback) return fallback.download(mediaId);
      throw new MediaError('unavailable', 'media request answered 404');
    },
  };
  return {
    client,
    fetched,
    setFallback(other: MediaClient) {
      fallback = other;
    },
    /** Holds `bytes` under a new media id. */
    add(bytes: Buffer) {
      const id = randomUUID();
      files.set(id, bytes);
      return id;
    },
  };
}

/** A photo as a phone sends it: a JPEG with some structure (not a flat colour). */
export async function phonePhoto(hue = 0, size = 900) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="hsl(${hue},70%,50%)"/>
    <circle cx="${size / 3}" cy="${size / 2}" r="${size / 5}" fill="hsl(${(hue + 120) % 360},70%,40%)"/>
    <rect x="${size / 2}" y="${size / 5}" width="${size / 3}" height="${size / 2}" fill="#fff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export async function createBotTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const media = fakeMediaHost();
  const t = await createTestApp({
    ...options,
    deps: { media: media.client, botSummaryDelaySeconds: 0, ...options.deps },
  });

  // The local stand-in (dev-graph.routes.ts) reached the way media-client.ts reaches Meta: the
  // id resolves to a URL, both fetched with the bearer token.
  const { apiVersion, mediaToken, graphUrl } = t.env.whatsapp;
  const authorization = `Bearer ${mediaToken}`;
  media.setFallback({
    async download(mediaId) {
      const meta = await t.app.inject({
        method: 'GET',
        url: `/api/whatsapp/dev-graph/${apiVersion}/${mediaId}`,
        headers: { authorization },
      });
      if (meta.statusCode !== 200)
        throw new MediaError('unavailable', `answered ${meta.statusCode}`);
      const url = new URL(meta.json().url as string);
      if (!`${url.origin}${url.pathname}`.startsWith(graphUrl)) throw new Error(`odd url ${url}`);
      const file = await t.app.inject({
        method: 'GET',
        url: url.pathname,
        headers: { authorization },
      });
      if (file.statusCode !== 200)
        throw new MediaError('unavailable', `answered ${file.statusCode}`);
      return file.rawPayload;
    },
  });

  /** Posts `body` to the webhook signed with the app's secret (or `signature`). */
  const post = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signature ?? signWebhookBody(t.env.whatsapp.appSecret, body),
      },
    });

  /** Runs the bot's tasks until none is due. */
  async function settle() {
    for (let round = 0; round < 20; round++) {
      let ran = 0;
      for (const job of [INBOUND_TASK, SUMMARY_TASK, SEND_TASK])
        ran += await t.app.tasks.runDue(job);
      if (ran === 0) return;
    }
    throw new Error('the bot kept finding work after 20 rounds');
  }

  /** Sends a message as Meta would and lets the bot answer it. */
  async function send(m: SimulatedMessage & { photo?: Buffer }) {
    const id = m.id ?? newMessageId();
    const mediaId = m.photo ? media.add(m.photo) : m.mediaId;
    const body = JSON.stringify(
      simulatedPayload({ ...m, id, ...(mediaId ? { mediaId, mimeType: 'image/jpeg' } : {}) }),
    );
    const response = await post(body);
    if (response.statusCode !== 200) {
      throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
    }
    await settle();
    return { id, body };
  }

  /** Sends a message of any shape Meta uses (`fields` beside from, id and timestamp), as a
   * signed delivery, and lets the bot answer it. */
  async function sendRaw(from: string, fields: Record<string, unknown>) {
    const body = JSON.stringify(
      webhookDelivery({
        messages: [
          { from: from.replace('+', ''), id: newMessageId(), timestamp: '1760000000', ...fields },
        ],
      }),
    );
    const response = await post(body);
    if (response.statusCode !== 200) {
      throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
    }
    await settle();
  }

  /** Every reply the bot queued for `phone`, in the order it was queued (`seq`: under a fixed
   * clock many rows share a created_at, and their random ids would order them by chance). */
  const replies = (phone: string) =>
    t.db
      .select()
      .from(notificationLog)
      .where(eq(notificationLog.whatsappNumber, phone))
      .orderBy(asc(notificationLog.seq));

  async function lastReply(phone: string) {
    const all = await replies(phone);
    const last = all.at(-1);
    if (!last) throw new Error(`no reply to ${phone}`);
    return last;
  }

  /** A tap on a reply button, as WhatsApp sends it (its title is the id's first part). */
  const tap = (from: string, id: string) =>
    send({ from, button: { id, title: id.split(':')[0]! } });

  /** A seller's uploads, as the bot stored them. */
  const uploadsOf = (sellerId: string) =>
    t.db.select().from(whatsappUploads).where(eq(whatsappUploads.sellerId, sellerId));

  return { ...t, media, post, settle, send, sendRaw, replies, lastReply, tap, uploadsOf };
}

/** A reply's button ids without their upload part ('publish:…' → 'publish'). */
export const buttonIds = (reply: { buttons: { id: string }[] | null }) =>
  (reply.buttons ?? []).map((b) => b.id.split(':')[0]);

export type BotTestApp = Awaited<ReturnType<typeof createBotTestApp>>;
