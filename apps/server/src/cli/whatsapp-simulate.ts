// npm run whatsapp:simulate -- --from 0241234567 --text "Kente cloth GHS 450" [--image path]
//   [--button publish|edit|cancel] [--url http://127.0.0.1:3000] [--wait 20]
// Sends a message to the running server as WhatsApp would (a real-shape webhook payload signed
// with the configured app secret; a photo goes to the server's local media stand-in first), then
// prints the bot's replies as they land. Works with WHATSAPP_TRANSPORT=outbox (the default).
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { normalizeGhanaPhone } from '@dwa/domain/phone';
import type { ConversationEntry } from '@dwa/domain/whatsapp-simulator';
import { signWebhookBody, simulatedPayload } from '../contexts/bot/public.ts';
import { loadCliEnv } from './load-env.ts';

const args = process.argv.slice(2);
const value = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const env = loadCliEnv();
const url = (value('url') ?? `http://127.0.0.1:${env.port}`).replace(/\/$/, '');
const from = normalizeGhanaPhone(value('from') ?? '');
if (!from) {
  console.error('Usage: npm run whatsapp:simulate -- --from 0241234567 --text "…" [--image path]');
  console.error('       [--button publish|edit|cancel] [--url http://127.0.0.1:3000] [--wait 20]');
  process.exit(2);
}
if (env.whatsapp.transport !== 'outbox') {
  console.error('The simulator needs WHATSAPP_TRANSPORT=outbox (nothing may reach Meta).');
  process.exit(2);
}
const { appSecret, mediaToken } = env.whatsapp;
const auth = { authorization: `Bearer ${mediaToken}` };
/** The settings this command shares with the server (read the same way: environment, .env). */
const shared = `PORT=${env.port}, DATA_DIR=${env.dataDir}`;

/** Ends the command with a sentence a person can act on, not a stack. */
function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/** fetch, with the usual reasons it fails here said plainly. */
async function call(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${url}${path}`, init).catch(() =>
    stop(
      `No Dwa server answers at ${url}. Start it in another terminal (npm start) with the same settings as this command (${shared}), or give its address with --url.`,
    ),
  );
  if (response.status === 401) {
    stop(
      `The server at ${url} refused this command's key: it runs with another DATA_DIR or WHATSAPP_APP_SECRET. Run both with the same settings (here: ${shared}).`,
    );
  }
  if (response.status === 404 && path.includes('/dev-graph/')) {
    stop(
      `The server at ${url} has no WhatsApp simulator: it needs WHATSAPP_TRANSPORT=outbox (never in production).`,
    );
  }
  return response;
}

async function conversation(): Promise<ConversationEntry[]> {
  const response = await call(
    `/api/whatsapp/dev-graph/conversation?number=${encodeURIComponent(from!)}`,
    { headers: auth },
  );
  if (!response.ok) stop(`conversation: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { items: ConversationEntry[] }).items;
}

async function uploadImage(path: string): Promise<{ id: string; mimeType: string }> {
  const bytes = await readFile(path).catch(() => stop(`No photo at ${path}.`));
  const mimeType = extname(path).toLowerCase() === '.png' ? 'image/png' : 'image/jpeg';
  const response = await call('/api/whatsapp/dev-graph/media', {
    method: 'POST',
    headers: { 'content-type': mimeType, 'x-hub-signature-256': signWebhookBody(appSecret, bytes) },
    body: bytes,
  });
  if (!response.ok) stop(`media upload: ${response.status} ${await response.text()}`);
  return { id: ((await response.json()) as { id: string }).id, mimeType };
}

/** `--button publish` taps the Publish button of the bot's newest message that has one. */
async function findButton(action: string) {
  const items = await conversation();
  for (const item of [...items].reverse()) {
    const button =
      item.direction === 'out' && item.buttons?.find((b) => b.id.startsWith(`${action}:`));
    if (button) return button;
  }
  stop(`No "${action}" button in the bot's messages to ${from}.`);
}

const before = new Set((await conversation()).map((i) => i.id));
const image = value('image');
const media = image ? await uploadImage(image) : undefined;
const button = value('button') ? await findButton(value('button')!) : undefined;
const text = value('text');
const body = JSON.stringify(
  simulatedPayload({
    from,
    ...(text ? { text } : {}),
    ...(media ? { mediaId: media.id, mimeType: media.mimeType } : {}),
    ...(button ? { button } : {}),
  }),
);
const sent = await call('/api/whatsapp/webhook', {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-hub-signature-256': signWebhookBody(appSecret, body),
  },
  body,
});
console.log(
  `→ ${from}: ${button ? `[${button.title}]` : ''}${media ? '[photo] ' : ''}${text ?? ''}`,
);
if (!sent.ok) {
  console.error(`webhook answered ${sent.status}: ${await sent.text()}`);
  process.exit(1);
}

// The bot answers from a job (a seller's summary waits a few seconds for more photos).
const deadline = Date.now() + Number(value('wait') ?? 20) * 1000;
let printed = 0;
while (Date.now() < deadline) {
  const replies = (await conversation()).filter((i) => i.direction === 'out' && !before.has(i.id));
  for (const reply of replies.slice(printed)) {
    console.log(`\n← Dwa (${reply.status}):\n${reply.text}`);
    for (const b of reply.buttons ?? [])
      console.log(`   [${b.title}]  --button ${b.id.split(':')[0]}`);
  }
  printed = replies.length;
  if (printed > 0 && replies.every((r) => r.status !== 'queued')) {
    // Give a debounced summary a moment more, then stop.
    await new Promise((r) => setTimeout(r, 1500));
    if (
      (await conversation()).filter((i) => i.direction === 'out' && !before.has(i.id)).length ===
      printed
    )
      break;
  }
  await new Promise((r) => setTimeout(r, 500));
}
if (printed === 0) console.log('\n(no reply yet: is the server running with its job workers?)');
