// WhatsApp Management: recent uploads (publish / reject as the seller, audited, once
// under a crowd of presses) and Bot Settings (secrets sealed at rest, masked in answers, never in
// the audit, used by the webhook at once after a save).
import { randomUUID } from 'node:crypto';
import { auditLog, products, settings, whatsappUploads } from '@dwa/db/schema/index';
import { renderProductImage } from '@dwa/db/seed/images';
import { buildSeller } from '@dwa/db/testing/factories';
import { AdminUploadListSchema, BotSettingsViewSchema } from '@dwa/domain/admin/whatsapp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { adminCookie, sellerCookie } from '../../../testing/backoffice/admin-test-kit.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { signWebhookBody } from '../../bot/whatsapp-webhook/signature.ts';
import { botConfigStatus } from '../../messaging/bot-settings/bot-settings.service.ts';
import {
  BOT_SETTINGS_KEY,
  botCredentials,
} from '../../messaging/bot-settings/bot-settings.store.ts';
import { createSecretBox } from '../../messaging/bot-settings/secret-box.ts';

const clock = fixedClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });

let uploadNumber = 0;
async function addUpload(
  spec: { sellerId?: string | null; title?: string | null; text?: string; images?: number } = {},
) {
  const id = randomUUID();
  const keys: string[] = [];
  for (let n = 0; n < (spec.images ?? 0); n++) {
    const variants = await renderProductImage('fashion', 9100 + uploadNumber * 10 + n);
    for (const v of variants) {
      await t.storage.put(`whatsapp/${id}/${n}/${v.width}.webp`, v.data, 'image/webp');
    }
    keys.push(`whatsapp/${id}/${n}/640.webp`);
  }
  uploadNumber++;
  const at = new Date(clock.now().getTime() - 60_000 + uploadNumber);
  const sellerId =
    spec.sellerId === undefined ? (await buildSeller(t.db)).id : (spec.sellerId ?? null);
  await t.db.insert(whatsappUploads).values({
    id,
    sellerId,
    whatsappNumber: '+233241234567',
    messageText: spec.text ?? 'Kente cloth 250 cedis',
    parsedTitle: spec.title === undefined ? 'Kente cloth' : spec.title,
    parsedPricePesewas: 25_000,
    images: keys,
    createdAt: at,
    updatedAt: at,
  });
  return { id, sellerId };
}

const list = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/whatsapp/uploads', headers: { cookie } });
const act = (cookie: string, id: string, verb: 'publish' | 'reject', payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/whatsapp/uploads/${id}/${verb}`,
    headers: headers(cookie),
    payload,
  });
const auditsOf = (targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('recent uploads', () => {
  it('lists the latest 20, newest first, with title or null, preview, thumbnails ≤ 3', async () => {
    const long = 'x'.repeat(150);
    const photographed = await addUpload({ images: 4 });
    for (let i = 0; i < 20; i++) await addUpload();
    const untitled = await addUpload({ title: null, text: long });
    const { cookie } = await adminCookie(t, 'support');
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    const body = AdminUploadListSchema.parse(res.json());
    expect(body.items).toHaveLength(20);
    expect(body.items[0]).toMatchObject({
      id: untitled.id,
      parsedTitle: null,
      messagePreview: `${'x'.repeat(100)}…`,
      status: 'pending',
      number: '+233241234567',
    });
    expect(body.pending).toBeGreaterThanOrEqual(22);
    // The oldest of 22 fell off the list.
    expect(body.items.some((u) => u.id === photographed.id)).toBe(false);
  });

  it('shows at most three thumbnails and counts the rest', async () => {
    const upload = await addUpload({ images: 4 });
    const { cookie } = await adminCookie(t);
    const item = AdminUploadListSchema.parse((await list(cookie)).json()).items[0]!;
    expect(item.id).toBe(upload.id);
    expect(item.photos).toHaveLength(3);
    expect(item.photoCount).toBe(4);
  });

  it('refuses sellers and the signed out', async () => {
    expect((await list(await sellerCookie(t))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/whatsapp/uploads' })).statusCode,
    ).toBe(401);
  });
});

describe('publish and reject as the seller', () => {
  it('publishes once under 15 presses at once: one product, one audit row', async () => {
    const upload = await addUpload({ images: 1 });
    const { cookie, admin } = await adminCookie(t, 'support');
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => act(cookie, upload.id, 'publish')),
    );
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(14);
    const productId = created[0]!.json().productId as string;
    const made = await t.db.select().from(products).where(eq(products.sellerId, upload.sellerId!));
    expect(made).toMatchObject([{ id: productId, title: 'Kente cloth', status: 'active' }]);
    const [row] = await t.db
      .select()
      .from(whatsappUploads)
      .where(eq(whatsappUploads.id, upload.id));
    expect(row).toMatchObject({ status: 'published', productId });
    expect(await auditsOf(upload.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'whatsapp_upload.publish',
        detail: { after: { status: 'published', productId } },
      },
    ]);
  });

  it('publishes with the corrections the seller could make; bad ones write nothing', async () => {
    const upload = await addUpload();
    const { cookie } = await adminCookie(t);
    const bad = await act(cookie, upload.id, 'publish', { title: 'x', price: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields ?? {})).toEqual(
      expect.arrayContaining(['title', 'price']),
    );
    expect(await auditsOf(upload.id)).toEqual([]);
    const ok = await act(cookie, upload.id, 'publish', { title: 'Kente, 6 yards', price: '300' });
    expect(ok.statusCode).toBe(201);
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, ok.json().productId));
    expect(product).toMatchObject({ title: 'Kente, 6 yards', pricePesewas: 30_000 });
  });

  it('rejects once, audited; a decided upload cannot be published', async () => {
    const upload = await addUpload();
    const { cookie, admin } = await adminCookie(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => act(cookie, upload.id, 'reject')),
    );
    expect(answers.filter((r) => r.statusCode === 204)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await auditsOf(upload.id)).toMatchObject([
      { actorId: admin.id, action: 'whatsapp_upload.reject' },
    ]);
    expect((await act(cookie, upload.id, 'publish')).statusCode).toBe(409);
  });

  it('an upload from a number that is no seller cannot be published (409, nothing written)', async () => {
    const upload = await addUpload({ sellerId: null });
    const { cookie } = await adminCookie(t);
    const res = await act(cookie, upload.id, 'publish');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/not a seller/);
    expect(await auditsOf(upload.id)).toEqual([]);
  });

  it('unknown → 404, bad id → 400, a seller → 403', async () => {
    const { cookie } = await adminCookie(t);
    expect((await act(cookie, randomUUID(), 'publish')).statusCode).toBe(404);
    expect((await act(cookie, 'nope', 'reject')).statusCode).toBe(400);
    const upload = await addUpload();
    expect((await act(await sellerCookie(t), upload.id, 'publish')).statusCode).toBe(403);
    const [row] = await t.db
      .select()
      .from(whatsappUploads)
      .where(eq(whatsappUploads.id, upload.id));
    expect(row?.status).toBe('pending');
  });
});

describe('bot settings', () => {
  const read = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/whatsapp/settings', headers: { cookie } });
  const save = (cookie: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/whatsapp/settings',
      headers: headers(cookie),
      payload,
    });
  const rawRow = async () =>
    (await t.db.select().from(settings).where(eq(settings.key, BOT_SETTINGS_KEY)))[0];
  const verify = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.challenge=42&hub.verify_token=${encodeURIComponent(token)}`,
    });
  const deliver = (secret: string) => {
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    return t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhookBody(secret, body),
      },
    });
  };

  it('shows the webhook URL, the verify token and only masks of secrets (support may read)', async () => {
    const { cookie } = await adminCookie(t);
    const res = await read(cookie);
    expect(res.statusCode).toBe(200);
    const view = BotSettingsViewSchema.parse(res.json());
    expect(view).toMatchObject({
      webhookUrl: `${TEST_ORIGIN}/api/whatsapp/webhook`,
      transport: 'outbox',
      verifyToken: t.env.whatsapp.verifyToken,
      verifyTokenSource: 'environment',
      accessToken: { source: 'none', mask: null },
      appSecret: { source: 'environment', mask: `••••${t.env.whatsapp.appSecret.slice(-4)}` },
      unreadable: [],
    });
    expect(res.body).not.toContain(t.env.whatsapp.appSecret);

    // A support admin reads the settings but not the verify token: only a role that may change
    // the settings needs it (to give it to Meta), and it is the webhook's shared secret.
    const support = await read((await adminCookie(t, 'support')).cookie);
    expect(support.statusCode).toBe(200);
    const supportView = BotSettingsViewSchema.parse(support.json());
    expect(supportView).toMatchObject({
      verifyToken: null,
      verifyTokenSource: 'environment',
      appSecret: view.appSecret,
    });
    expect(support.body).not.toContain(t.env.whatsapp.verifyToken);
    expect(support.body).not.toContain(t.env.whatsapp.appSecret);
  });

  it('refuses a support admin (403 before any field error) and bad input (400, nothing saved)', async () => {
    const support = await adminCookie(t, 'support');
    const refused = await save(support.cookie, { verifyToken: 'x' });
    expect(refused.statusCode).toBe(403);
    expect((await save(await sellerCookie(t), {})).statusCode).toBe(403);
    const { cookie } = await adminCookie(t);
    const bad = await save(cookie, {
      verifyToken: 'short',
      accessToken: 'has space in it and more text',
      appSecret: 'tiny',
      phoneNumberId: '12ab',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'accessToken',
      'appSecret',
      'phoneNumberId',
      'verifyToken',
    ]);
    expect(bad.json().error.fields.verifyToken).toMatch(/16 to 200/);
    expect(await rawRow()).toBeUndefined();
  });

  it('saves sealed at rest, answers masks, audits without secrets, and the webhook uses them at once', async () => {
    const { cookie, admin } = await adminCookie(t);
    // Warm the cache with the environment's values first: the save must empty it.
    expect((await verify(t.env.whatsapp.verifyToken)).statusCode).toBe(200);
    expect((await deliver(t.env.whatsapp.appSecret)).statusCode).toBe(200);

    const secrets = {
      verifyToken: 'saved-verify-token-AAAA1111',
      accessToken: 'EAAGsavedAccessToken0123456789WXYZ',
      appSecret: 'saved-app-secret-0123456789QRST',
      phoneNumberId: '106540352242922',
    };
    const res = await save(cookie, secrets);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      verifyToken: secrets.verifyToken,
      verifyTokenSource: 'saved',
      accessToken: { source: 'saved', mask: '••••WXYZ' },
      appSecret: { source: 'saved', mask: '••••QRST' },
      phoneNumberId: secrets.phoneNumberId,
    });
    expect(res.body).not.toContain(secrets.accessToken);
    expect(res.body).not.toContain(secrets.appSecret);

    // At rest: no plaintext in the row, each value sealed with its own IV.
    const row = await rawRow();
    const raw = JSON.stringify(row?.value);
    for (const value of [secrets.verifyToken, secrets.accessToken, secrets.appSecret]) {
      expect(raw).not.toContain(value);
    }
    const stored = row?.value as Record<string, string>;
    expect(stored.accessToken).toMatch(/^v1\./);
    const box = createSecretBox(t.env.settingsSecret);
    expect(box.open('accessToken', stored.accessToken)).toBe(secrets.accessToken);
    // The tag is checked: a changed byte, another field's name or another key opens nothing.
    const [v, iv, tag, data] = stored.accessToken!.split('.');
    const flipped = `${data!.slice(0, -2)}${data!.endsWith('A') ? 'B' : 'A'}${data!.slice(-1)}`;
    expect(box.open('accessToken', [v, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('appSecret', stored.accessToken)).toBeNull();
    expect(
      createSecretBox('another-settings-secret-0123456789ab').open(
        'accessToken',
        stored.accessToken,
      ),
    ).toBeNull();

    // Audited in the save, naming what changed, no secret value anywhere in it.
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'whatsapp_settings.update'), eq(auditLog.actorId, admin.id)));
    expect(audit?.detail).toMatchObject({
      changed: ['verifyToken', 'accessToken', 'appSecret', 'phoneNumberId'],
      after: { accessToken: '••••WXYZ', phoneNumberId: secrets.phoneNumberId },
    });
    const auditText = JSON.stringify(audit);
    for (const value of [secrets.verifyToken, secrets.accessToken, secrets.appSecret]) {
      expect(auditText).not.toContain(value);
    }

    // The webhook: the new token and secret now, the old ones refused, without a restart.
    expect((await verify(secrets.verifyToken)).statusCode).toBe(200);
    expect((await verify(t.env.whatsapp.verifyToken)).statusCode).toBe(403);
    expect((await deliver(secrets.appSecret)).statusCode).toBe(200);
    expect((await deliver(t.env.whatsapp.appSecret)).statusCode).toBe(401);

    // The Cloud API's credentials and the pre-launch status read the same.
    const now = await botCredentials(t.db, t.env).current();
    expect(now).toMatchObject({
      accessToken: secrets.accessToken,
      phoneNumberId: secrets.phoneNumberId,
    });
    expect(await botConfigStatus({ db: t.db, env: t.env })).toMatchObject({
      verifyTokenSet: true,
      accessTokenSet: true,
      appSecretSet: true,
      phoneNumberIdSet: true,
      unreadableSecrets: [],
    });

    // Blank secrets keep the saved ones; a reload shows masks, never values.
    const kept = await save(cookie, {
      verifyToken: secrets.verifyToken,
      accessToken: '',
      appSecret: '',
    });
    expect(kept.statusCode).toBe(200);
    const again = BotSettingsViewSchema.parse((await read(cookie)).json());
    expect(again.accessToken).toEqual({ source: 'saved', mask: '••••WXYZ' });
    expect(again.appSecret).toEqual({ source: 'saved', mask: '••••QRST' });
    expect((await deliver(secrets.appSecret)).statusCode).toBe(200);
  });

  it('the simulator signs with the app secret the webhook checks now', async () => {
    const { cookie } = await adminCookie(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/whatsapp/simulate',
      headers: headers(cookie),
      payload: { from: '+233245550199', text: 'help' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('secrets saved under another SETTINGS_SECRET are reported unreadable and ignored', async () => {
    const other = await createTestApp({
      clock,
      env: { SETTINGS_SECRET: 'a-different-settings-secret-0123456789' },
    });
    try {
      const sealed = createSecretBox(t.env.settingsSecret).seal(
        'appSecret',
        'lost-app-secret-012345',
      );
      await other.db
        .insert(settings)
        .values({ key: BOT_SETTINGS_KEY, value: { appSecret: sealed } });
      const { cookie } = await adminCookie(other);
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/admin/whatsapp/settings',
        headers: { cookie },
      });
      expect(res.json()).toMatchObject({
        unreadable: ['appSecret'],
        appSecret: { source: 'environment' },
      });
    } finally {
      await other.close();
    }
  });
});
