// The durability bench's write load: a few clients doing what sellers, buyers, the payment
// simulator and Meta do, against a server that may die under them at any moment. Every answer
// is either an acknowledgement (the status the route promises: the write is durable from then
// on) or not (a refused connection, a reset, a 5xx while the server or its database restarts).
// Only acknowledged writes go in the journal, each with what it must have produced; the checks
// (durability-check.ts) look for every one of them afterwards.
import { createHmac, randomBytes } from 'node:crypto';
import { VISITOR_COOKIE } from '../../apps/server/src/contexts/catalog/products/visitor.ts';
import { WEBHOOK_PATH } from '../../apps/server/src/contexts/money/payments/payments.routes.ts';
import {
  PAYSTACK_SIGNATURE_HEADER,
  signPaystackBody,
} from '../../apps/server/src/contexts/money/payments/paystack/paystack-signature.ts';
import {
  simulatedFee,
  simulatorSecret,
} from '../../apps/server/src/contexts/money/payments/simulator/simulator-provider.ts';
import {
  type FilePart,
  form,
  multipartBody,
  photoJpeg,
  productBody,
} from '../../apps/server/src/testing/catalog/test-requests.ts';
import { BENCH_SECRETS } from './bench-process.ts';
import type { Delivery } from './durability-server.ts';

export interface Journal {
  /** Code requests answered 202: each must leave one sent code message to the number. */
  codes: string[];
  /** Registrations answered 201 (one photo each with the first product). */
  sellers: { id: string; phone: string; cookie: string }[];
  /** Product saves answered 201, with how many photos they carried. */
  products: { id: string; sellerId: string; photos: number }[];
  /** Views answered 204: one product_view event of this visitor for this product. */
  views: { productId: string; visitor: string }[];
  /** Payments whose approval answered 200 "success": applied once in the ledger. */
  payments: { reference: string; sellerId: string }[];
  /** Payment starts refused because one started before a kill still waits (expected). */
  paymentsStillWaiting: number;
  /** Identical webhooks sent again for an applied payment (must change nothing). */
  duplicateWebhooks: number;
  /** WhatsApp messages answered 200: one stored event, answered by the bot. */
  messages: { wamid: string; from: string }[];
  /** Requests that got no acknowledgement (server or database down, reset, 5xx). */
  unacknowledged: number;
  /** Answers that were neither an acknowledgement nor a crash (a 4xx: a bench or app bug). */
  refusals: string[];
}

export const newJournal = (): Journal => ({
  codes: [],
  sellers: [],
  products: [],
  views: [],
  payments: [],
  duplicateWebhooks: 0,
  paymentsStillWaiting: 0,
  messages: [],
  unacknowledged: 0,
  refusals: [],
});

const WEIGHTS = { signup: 2, save: 3, view: 3, payment: 2, message: 3 } as const;
type Action = keyof typeof WEIGHTS;

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
const randomIp = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

function chooseAction(): Action {
  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  let r = Math.random() * total;
  for (const [action, w] of Object.entries(WEIGHTS) as [Action, number][]) {
    r -= w;
    if (r < 0) return action;
  }
  return 'view';
}

interface Answer {
  status: number;
  json: Record<string, unknown>;
  setCookie: string[];
}

/** One request; a transport error is status 0 (the server died under it). */
async function send(
  base: string,
  method: string,
  path: string,
  body?: Buffer | string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'x-forwarded-for': randomIp(), origin: base, ...headers },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = { text: text.slice(0, 200) };
    }
    return { status: res.status, json, setCookie: res.headers.getSetCookie() };
  } catch {
    return { status: 0, json: {}, setCookie: [] };
  }
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** A Ghana mobile number nobody else in this run uses. */
function phoneMaker(seed: number) {
  let n = 0;
  return () => {
    n++;
    const digits = String((seed * 100_000 + n) % 10_000_000).padStart(7, '0');
    return { local: `024${digits}`, e164: `+23324${digits}` };
  };
}

export interface Load {
  stop(): Promise<void>;
  /** Requests sent, by action. */
  sent: Record<Action, number>;
}

export async function startLoad(options: {
  base: () => string;
  journal: Journal;
  clients: number;
  /** Waits for the outbox to deliver a code to `e164` (undefined after the wait). */
  codeFor: (e164: string, ms: number) => Promise<string | undefined>;
  seed: number;
}): Promise<Load> {
  const { journal } = options;
  const photos = await Promise.all([0, 40, 80, 120].map((hue) => photoJpeg(640, 480, hue)));
  const photo = (): FilePart => ({ data: pick(photos) });
  const nextPhone = phoneMaker(options.seed);
  const buyerNumber = phoneMaker(options.seed + 50);
  const paySecret = simulatorSecret(BENCH_SECRETS.SESSION_SECRET);
  const sent = { signup: 0, save: 0, view: 0, payment: 0, message: 0 };
  /** Per seller, a started payment whose approval got no answer. */
  const waitingPayment = new Map<string, string>();

  /** Not acknowledged: a crash (0, 5xx) is expected; anything else is worth reading. */
  const missed = (what: string, a: Answer): undefined => {
    journal.unacknowledged++;
    if (a.status !== 0 && a.status < 500 && journal.refusals.length < 20) {
      journal.refusals.push(`${what} → ${a.status} ${JSON.stringify(a.json).slice(0, 200)}`);
    }
  };

  const actions: Record<Action, () => Promise<void>> = {
    async signup() {
      const phone = nextPhone();
      const base = options.base();
      const asked = await send(
        base,
        'POST',
        '/api/auth/codes',
        JSON.stringify({ phone: phone.local, purpose: 'seller_signup' }),
        JSON_TYPE,
      );
      if (asked.status !== 202) return missed('code', asked);
      journal.codes.push(phone.e164);
      // Sent by the whatsapp.send job; a kill can hold it until the job's expiry (90 s).
      const code = await options.codeFor(phone.e164, 20_000);
      if (!code) return;
      const registration = {
        businessName: `Durable Shop ${phone.local.slice(-4)}`,
        phone: phone.local,
        location: 'kumasi',
        password: 'kente-2026',
        code,
        product: {
          title: 'Kente stole',
          category: 'fashion',
          price: '450.50',
          deliveryAvailable: false,
        },
      };
      const body = multipartBody('registration', registration, [photo()]);
      const res = await send(
        options.base(),
        'POST',
        '/api/auth/seller/register',
        body.payload,
        body.headers,
      );
      if (res.status !== 201) return missed('register', res);
      const cookie = res.setCookie.find((c) => c.startsWith('dwa_session='))?.split(';')[0];
      const user = res.json.user as { id: string };
      if (cookie) journal.sellers.push({ id: user.id, phone: phone.e164, cookie });
    },
    async save() {
      const seller = pick(journal.sellers);
      const count = 1 + Math.floor(Math.random() * 2);
      const body = productBody(
        form({ title: `Durable kente ${journal.products.length}` }, count),
        Array.from({ length: count }, photo),
      );
      const res = await send(options.base(), 'POST', '/api/seller/products', body.payload, {
        ...body.headers,
        cookie: seller.cookie,
      });
      if (res.status !== 201) return missed('save', res);
      journal.products.push({ id: String(res.json.id), sellerId: seller.id, photos: count });
    },
    async view() {
      const product = pick(journal.products);
      // No cookie: a new buyer, whose visitor id the answer sets.
      const res = await send(options.base(), 'POST', `/api/products/${product.id}/views`);
      if (res.status !== 204) return missed('view', res);
      const visitor = res.setCookie
        .find((c) => c.startsWith(`${VISITOR_COOKIE}=`))
        ?.split(';')[0]
        ?.slice(VISITOR_COOKIE.length + 1);
      if (visitor) journal.views.push({ productId: product.id, visitor });
    },
    async payment() {
      const seller = pick(journal.sellers);
      const approve = async (reference: string) => {
        const approved = await send(
          options.base(),
          'POST',
          `/api/payments/simulator/${reference}`,
          JSON.stringify({ answer: 'approve', pin: '1234' }),
          JSON_TYPE,
        );
        if (approved.status === 200 && approved.json.status === 'success') return 'success';
        // 409: answered already (the approval went through before the answer was lost).
        return approved.status === 409 ? 'answered' : missed('approve', approved);
      };
      // A payment whose approval a kill cut off: the payer taps approve again, as on a phone.
      const waiting = waitingPayment.get(seller.id);
      if (waiting) {
        const outcome = await approve(waiting);
        if (outcome !== undefined) waitingPayment.delete(seller.id);
        if (outcome === 'success')
          journal.payments.push({ reference: waiting, sellerId: seller.id });
        return;
      }
      const started = await send(
        options.base(),
        'POST',
        '/api/seller/payments',
        JSON.stringify({ item: 'credits', credits: 5, phone: '024 123 4567', network: 'mtn' }),
        { ...JSON_TYPE, cookie: seller.cookie },
      );
      // 409: one started before a kill (its answer lost) waits for approval until it times out.
      if (started.status === 409) {
        journal.paymentsStillWaiting++;
        return;
      }
      if (started.status !== 201) return missed('payment', started);
      const reference = String(started.json.reference);
      const outcome = await approve(reference);
      if (outcome === undefined) waitingPayment.set(seller.id, reference);
      if (outcome !== 'success') return;
      journal.payments.push({ reference, sellerId: seller.id });
      // Paystack retries a webhook it thinks was lost: the same one again must change nothing.
      if (Math.random() < 0.5) {
        const amount = 4500;
        const body = JSON.stringify({
          event: 'charge.success',
          data: {
            reference,
            amount,
            fees: simulatedFee(amount),
            currency: 'GHS',
            status: 'success',
            channel: 'mobile_money',
          },
        });
        const again = await send(options.base(), 'POST', WEBHOOK_PATH, body, {
          ...JSON_TYPE,
          [PAYSTACK_SIGNATURE_HEADER]: signPaystackBody(paySecret, body),
        });
        if (again.status === 200) journal.duplicateWebhooks++;
      }
    },
    async message() {
      // A new buyer each time, so each number's replies are the answer to one message.
      const from = buyerNumber().e164.slice(1);
      const wamid = `wamid.DUR${randomBytes(12).toString('hex').toUpperCase()}`;
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'DUR',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '233200000000', phone_number_id: 'DUR' },
                  contacts: [{ profile: { name: 'Durable' }, wa_id: from }],
                  messages: [
                    {
                      from,
                      id: wamid,
                      timestamp: String(Math.floor(Date.now() / 1000)),
                      type: 'text',
                      text: { body: 'kente' },
                    },
                  ],
                },
              },
            ],
          },
        ],
      });
      const signature = `sha256=${createHmac('sha256', BENCH_SECRETS.WHATSAPP_APP_SECRET).update(body).digest('hex')}`;
      const res = await send(options.base(), 'POST', '/api/whatsapp/webhook', body, {
        ...JSON_TYPE,
        'x-hub-signature-256': signature,
      });
      if (res.status !== 200) return missed('message', res);
      journal.messages.push({ wamid, from });
    },
  };

  let running = true;
  const client = async () => {
    while (running) {
      let action = chooseAction();
      // Saves, views and payments need a seller (and views a product) acknowledged first.
      if ((action === 'save' || action === 'payment') && journal.sellers.length === 0) {
        action = 'signup';
      }
      if (action === 'view' && journal.products.length === 0) action = 'message';
      sent[action]++;
      const before = journal.unacknowledged;
      await actions[action]();
      // While the server is down, do not spin on refused connections.
      if (journal.unacknowledged > before) await new Promise((r) => setTimeout(r, 250));
    }
  };
  const clients = Array.from({ length: options.clients }, client);
  return {
    sent,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

/** Waits for codes as the outbox delivers them (the server's log). */
export function codeWaiter() {
  const codes = new Map<string, string>();
  const waiting = new Map<string, (code: string) => void>();
  return {
    onDelivery(d: Delivery) {
      const code = /\b(\d{6})\b/.exec(d.text)?.[1];
      if (!code) return;
      codes.set(d.to, code);
      waiting.get(d.to)?.(code);
    },
    async codeFor(e164: string, ms: number) {
      const known = codes.get(e164);
      if (known) return known;
      return new Promise<string | undefined>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(e164);
          resolve(undefined);
        }, ms);
        waiting.set(e164, (code) => {
          clearTimeout(timer);
          waiting.delete(e164);
          resolve(code);
        });
      });
    },
  };
}
