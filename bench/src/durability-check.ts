// After a round of the durability bench: is everything the server acknowledged in the database,
// are the photo files and their rows in step, and did the queued work (bot answers, outbox
// messages, payments) happen exactly once? The round's database belongs to the bench alone, so
// whole tables are read and compared in memory.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import { type SQL, sql } from 'drizzle-orm';
import { checkLedger } from '../../apps/server/src/contexts/money/ledger/ledger-check.ts';
import { JOB_SCHEMA } from '../../apps/server/src/tasks/job-schema.ts';
import type { Journal } from './durability-load.ts';
import type { Delivery } from './durability-server.ts';

type Row = Record<string, unknown>;
const rows = async (db: Db, query: SQL) => rowsOf(await db.execute(query)) as Row[];
const jobTable = (name: string) => sql.raw(`${JOB_SCHEMA}.${name}`);

/** Work still to do: jobs not yet run (scheduled ones aside) and messages not yet sent. */
export async function pendingWork(db: Db) {
  const jobs = await rows(
    db,
    sql`select name, state::text as state, count(*)::int as n from ${jobTable('job')}
        where state in ('created', 'retry', 'active')
          and name not in (select name from ${jobTable('schedule')})
        group by name, state`,
  );
  const [outbox] = await rows(
    db,
    sql`select count(*)::int as n from notification_log where status = 'queued'`,
  );
  const jobCount = jobs.reduce((n, r) => n + Number(r.n), 0);
  return {
    total: jobCount + Number(outbox?.n ?? 0),
    detail: [...jobs.map((r) => `${r.name} ${r.state} ${r.n}`), `outbox queued ${outbox?.n}`],
  };
}

/** The product photo files on disk against the product_images rows' variant keys. */
export async function photoFiles(db: Db, mediaRoot: string) {
  const images = await rows(db, sql`select variants from product_images`);
  const referenced = new Set(
    images.flatMap((r) => (r.variants as { key: string }[]).map((v) => v.key)),
  );
  const files = await filesUnder(mediaRoot);
  const onDisk = new Set(files);
  return {
    files: files.length,
    referenced: referenced.size,
    orphans: files.filter((f) => !referenced.has(f)),
    missing: [...referenced].filter((k) => !onDisk.has(k)),
  };
}

/** Every file under `root`, as storage keys. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

export interface RoundCheck {
  checked: Record<string, number>;
  problems: string[];
  /** Outbox messages the transport was handed more than once (at-least-once delivery). */
  sentTwice: number;
  /** Photo files without their row after the load (before the orphan sweep). */
  orphans: string[];
}

export async function checkRound(
  db: Db,
  journal: Journal,
  mediaRoot: string,
  deliveries: Delivery[],
): Promise<RoundCheck> {
  const problems: string[] = [];
  const problem = (kind: string, list: string[]) => {
    if (list.length) problems.push(`${kind}: ${list.length} (${list.slice(0, 3).join(', ')})`);
  };

  // Sign-ups: the seller with its phone, and its first product.
  const sellerRows = await rows(
    db,
    sql`select s.id::text as id, s.whatsapp_number as phone,
          (select count(*)::int from products p where p.seller_id = s.id) as products
        from sellers s`,
  );
  const sellers = new Map(sellerRows.map((r) => [String(r.id), r]));
  problem(
    'acknowledged sign-up missing',
    journal.sellers
      .filter((s) => sellers.get(s.id)?.phone !== s.phone || !sellers.get(s.id)?.products)
      .map((s) => s.phone),
  );

  // Product saves: the row and one image row per photo sent.
  const productRows = await rows(
    db,
    sql`select p.id::text as id, p.view_count as views,
          (select count(*)::int from product_images i where i.product_id = p.id) as images
        from products p`,
  );
  const products = new Map(productRows.map((r) => [String(r.id), r]));
  problem(
    'acknowledged product save missing or without its photos',
    journal.products
      .filter((p) => Number(products.get(p.id)?.images ?? -1) !== p.photos)
      .map((p) => p.id),
  );

  // Photos: every row's variants have their files (a missing one is a lost photo); files
  // without a row are counted apart (a kill between storing and committing leaves them; the
  // orphan sweep deletes them: see the round's report).
  const photos = await photoFiles(db, mediaRoot);
  problem('photo row without its file', photos.missing);

  // Views: each acknowledged one is an event; each product's counter equals its events.
  const viewRows = await rows(
    db,
    sql`select product_id::text as product, visitor_id as visitor from analytics_events
        where event_type = 'product_view'`,
  );
  const viewKeys = new Map<string, number>();
  const perProduct = new Map<string, number>();
  for (const v of viewRows) {
    const key = `${v.product}/${v.visitor}`;
    viewKeys.set(key, (viewKeys.get(key) ?? 0) + 1);
    perProduct.set(String(v.product), (perProduct.get(String(v.product)) ?? 0) + 1);
  }
  problem(
    'acknowledged view missing',
    journal.views.filter((v) => !viewKeys.has(`${v.productId}/${v.visitor}`)).map((v) => v.visitor),
  );
  problem(
    'view counted twice',
    [...viewKeys].filter(([, n]) => n > 1).map(([k]) => k),
  );
  problem(
    'view counter differs from its events',
    productRows
      .filter((p) => Number(p.views) !== (perProduct.get(String(p.id)) ?? 0))
      .map((p) => `${p.id} ${p.views}≠${perProduct.get(String(p.id)) ?? 0}`),
  );

  // Payments: each applied payment is 5 ledger rows (charge 3, credit purchase 2), once; each
  // seller's credits are 5 per applied pack; and the ledger balances.
  const paymentRows = await rows(
    db,
    sql`select p.reference, p.status, p.seller_id::text as seller,
          (select count(*)::int from ledger_entries l where l.reference = p.reference) as entries
        from payments p`,
  );
  const payments = new Map(paymentRows.map((r) => [String(r.reference), r]));
  problem(
    'acknowledged payment not applied',
    journal.payments
      .filter((p) => payments.get(p.reference)?.status !== 'success')
      .map((p) => p.reference),
  );
  problem(
    'payment applied other than once (ledger rows ≠ 5)',
    paymentRows
      .filter((p) => (p.status === 'success' ? Number(p.entries) !== 5 : Number(p.entries) !== 0))
      .map((p) => `${p.reference} ${p.status} ${p.entries}`),
  );
  const credits = await rows(
    db,
    sql`select account_id::text as seller, sum(amount_pesewas)::int as credits
        from ledger_entries where account_type = 'seller_credits' group by account_id`,
  );
  const creditOf = new Map(credits.map((r) => [String(r.seller), Number(r.credits)]));
  const packs = new Map<string, number>();
  for (const p of paymentRows) {
    if (p.status === 'success') packs.set(String(p.seller), (packs.get(String(p.seller)) ?? 0) + 1);
  }
  problem(
    'seller credits ≠ 5 per applied pack',
    [...sellers.keys()]
      .filter((id) => (creditOf.get(id) ?? 0) !== 5 * (packs.get(id) ?? 0))
      .map((id) => `${id} ${creditOf.get(id) ?? 0}≠${5 * (packs.get(id) ?? 0)}`),
  );
  problem(
    'ledger check',
    (await checkLedger(db)).map((p) => JSON.stringify(p).slice(0, 160)),
  );

  // WhatsApp: each acknowledged message stored once and answered, each buyer (one message
  // each) answered the same number of times.
  const events = await rows(
    db,
    sql`select event_id, processed_at is not null as processed from webhook_events
        where provider = 'whatsapp'`,
  );
  const eventById = new Map(events.map((e) => [String(e.event_id), e]));
  problem(
    'acknowledged WhatsApp message missing',
    journal.messages.filter((m) => !eventById.has(m.wamid)).map((m) => m.wamid),
  );
  problem(
    'acknowledged WhatsApp message never processed',
    journal.messages.filter((m) => eventById.get(m.wamid)?.processed !== true).map((m) => m.wamid),
  );
  const outbox = await rows(
    db,
    sql`select whatsapp_number as "to", event_type as type, status from notification_log`,
  );
  const repliesTo = new Map<string, number>();
  for (const o of outbox) repliesTo.set(String(o.to), (repliesTo.get(String(o.to)) ?? 0) + 1);
  const replyCounts = journal.messages.map((m) => repliesTo.get(`+${m.from}`) ?? 0);
  problem(
    'buyer message not answered exactly once',
    journal.messages
      .filter((_m, i) => replyCounts[i] !== 1)
      .map((m, i) => `+${m.from} ${replyCounts[i]}`),
  );

  // Codes: each acknowledged request is one code message to the number.
  const codeRows = new Map<string, number>();
  for (const o of outbox) {
    if (o.type === 'otp') {
      codeRows.set(String(o.to), (codeRows.get(String(o.to)) ?? 0) + 1);
    }
  }
  problem(
    'acknowledged code request without exactly one code message',
    journal.codes
      .filter((phone) => codeRows.get(phone) !== 1)
      .map((p) => `${p} ${codeRows.get(p)}`),
  );

  // The outbox: every message sent, none failed, none handed to the transport twice.
  problem(
    'outbox message not sent',
    outbox.filter((o) => o.status !== 'sent').map((o) => `${o.to} ${o.type} ${o.status}`),
  );
  const sentRows = new Map<string, number>();
  for (const o of outbox) {
    if (o.status === 'sent') sentRows.set(String(o.to), (sentRows.get(String(o.to)) ?? 0) + 1);
  }
  const handed = new Map<string, number>();
  for (const d of deliveries) handed.set(d.to, (handed.get(d.to) ?? 0) + 1);
  let sentTwice = 0;
  const neverHanded: string[] = [];
  for (const [to, n] of sentRows) {
    const h = handed.get(to) ?? 0;
    if (h > n) sentTwice += h - n;
    if (h < n) neverHanded.push(`${to} ${h}<${n}`);
  }
  problem('outbox row marked sent but never handed to the transport', neverHanded);

  const pending = await pendingWork(db);
  if (pending.total > 0) problems.push(`work left pending: ${pending.detail.join(', ')}`);
  const failedJobs = await rows(
    db,
    sql`select name, count(*)::int as n from ${jobTable('job')} where state = 'failed' group by name`,
  );
  problem(
    'failed jobs',
    failedJobs.map((r) => `${r.name} ${r.n}`),
  );

  return {
    checked: {
      'sign-ups': journal.sellers.length,
      'code requests': journal.codes.length,
      'product saves': journal.products.length,
      'photo files': photos.files,
      'photo rows (variant keys)': photos.referenced,
      'photo files without a row': photos.orphans.length,
      views: journal.views.length,
      payments: journal.payments.length,
      'duplicate payment webhooks': journal.duplicateWebhooks,
      'WhatsApp messages': journal.messages.length,
      'outbox messages': outbox.length,
      'outbox deliveries logged': deliveries.length,
    },
    problems,
    sentTwice,
    orphans: photos.orphans,
  };
}
