// The admin API of notifications (decision 031): templates (list, edit with placeholders checked
// and an audit row), a manual send (inside WhatsApp's 24-hour window, once per request id) and
// the history. Bad input is a 400 naming its fields and writes nothing.
import { randomUUID } from 'node:crypto';
import {
  auditLog,
  notificationLog,
  notificationTemplates,
  whatsappSessions,
} from '@dwa/db/schema/index';
import { buildSeller, uniquePhone } from '@dwa/db/testing/factories';
import { LANGUAGES, NOTIFICATION_EVENT_TYPES } from '@dwa/domain/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signUpSeller } from '../../../testing/auth-helpers.ts';
import { adminCookie } from '../../../testing/backoffice/admin-test-kit.ts';
import { HOUR, NOW, notificationsApp } from '../../../testing/messaging/test-notifications.ts';
import { TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  ({ t } = await notificationsApp());
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  payload?: object,
  cookie = admin.cookie,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function template(event: string, language: string) {
  const [row] = await t.db
    .select()
    .from(notificationTemplates)
    .where(
      and(eq(notificationTemplates.eventType, event), eq(notificationTemplates.language, language)),
    );
  return row!;
}

const auditRows = (action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('GET /api/admin/notification-templates', () => {
  it('lists every event in en, tw, pidgin with its placeholders and WhatsApp body', async () => {
    const res = await call('GET', '/api/admin/notification-templates');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { eventType: string; language: string }[];
    expect(items.map((i) => `${i.eventType}/${i.language}`)).toEqual(
      NOTIFICATION_EVENT_TYPES.flatMap((e) => LANGUAGES.map((l) => `${e}/${l}`)),
    );
    expect(items[0]).toMatchObject({
      eventType: 'welcome',
      language: 'en',
      isActive: true,
      whatsappTemplateName: 'dwa_welcome_en',
      placeholders: ['seller_name', 'link'],
      whatsappBody: expect.stringMatching(
        /^Welcome to Dwa, \{\{1\}\}! Your shop is open: \{\{2\}\}/,
      ),
    });
  });

  it('is for admins only', async () => {
    const seller = await signUpSeller(t);
    expect((await call('GET', '/api/admin/notification-templates', undefined, '')).statusCode).toBe(
      401,
    );
    expect(
      (await call('GET', '/api/admin/notification-templates', undefined, seller.cookie)).statusCode,
    ).toBe(403);
  });
});

describe('PATCH /api/admin/notification-templates/:id', () => {
  it('saves the edit and audits it', async () => {
    const before = await template('boost_active', 'tw');
    const res = await call('PATCH', `/api/admin/notification-templates/${before.id}`, {
      title: ' Boost ahyɛ aseɛ ',
      message: '{product_title}: nna {days_left} ({link})',
      whatsappTemplateName: '',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: before.id,
      title: 'Boost ahyɛ aseɛ',
      message: '{product_title}: nna {days_left} ({link})',
      whatsappTemplateName: null,
      isActive: false,
      whatsappBody: '{{1}}: nna {{2}} ({{3}})',
      updatedAt: NOW.toISOString(),
    });
    const [audit] = await auditRows('notification_template.update');
    expect(audit).toMatchObject({
      actorId: admin.admin.id,
      targetId: before.id,
      detail: {
        eventType: 'boost_active',
        language: 'tw',
        before: {
          title: before.title,
          isActive: true,
          whatsappTemplateName: 'dwa_boost_active_tw',
        },
        after: { title: 'Boost ahyɛ aseɛ', isActive: false, whatsappTemplateName: null },
      },
    });
  });

  it('audits only the fields that changed; a save changing nothing writes nothing', async () => {
    const before = await template('welcome', 'pidgin');
    const res = await call('PATCH', `/api/admin/notification-templates/${before.id}`, {
      title: 'Welcome o',
      message: before.message,
      isActive: before.isActive,
    });
    expect(res.statusCode).toBe(200);
    const [audit] = (await auditRows('notification_template.update')).filter(
      (a) => a.targetId === before.id,
    );
    expect(audit?.detail).toMatchObject({
      before: { title: before.title },
      after: { title: 'Welcome o' },
    });
    expect(Object.keys(audit?.detail.before as object)).toEqual(['title']);
    expect(Object.keys(audit?.detail.after as object)).toEqual(['title']);

    const same = await call('PATCH', `/api/admin/notification-templates/${before.id}`, {
      title: 'Welcome o',
      message: before.message,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ title: 'Welcome o', message: before.message });
    const audits = (await auditRows('notification_template.update')).filter(
      (a) => a.targetId === before.id,
    );
    expect(audits).toHaveLength(1);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await template('welcome', 'en');
    const audits = (await auditRows('notification_template.update')).length;
    const url = `/api/admin/notification-templates/${before.id}`;

    const bad = await call('PATCH', url, {
      title: '',
      message: 'x'.repeat(1025),
      whatsappTemplateName: 'Has Spaces',
      isActive: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      title: 'Give the template a title of 1 to 60 characters.',
      message: 'Write a message of 1 to 1,024 characters.',
      whatsappTemplateName:
        'A WhatsApp template name has only lowercase letters, digits and _ (or leave it empty).',
      isActive: expect.any(String),
    });

    // A placeholder this event cannot fill (welcome has no product).
    const placeholder = await call('PATCH', url, { message: 'Hi {seller_name}: {product_title}' });
    expect(placeholder.statusCode).toBe(400);
    expect(placeholder.json().error.fields).toEqual({
      message:
        'Use only the placeholders this message offers, in single braces, like {seller_name}.',
    });
    const none = await call('PATCH', url, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ _: 'Change at least one thing.' });

    expect(await template('welcome', 'en')).toEqual(before);
    expect(await auditRows('notification_template.update')).toHaveLength(audits);
  });

  it('checks the caller before the body: a support admin or seller learns no field names', async () => {
    const before = await template('welcome', 'pidgin');
    const url = `/api/admin/notification-templates/${before.id}`;
    const support = await adminCookie(t, 'support');
    const seller = await signUpSeller(t);
    const badBody = { title: '', whatsappTemplateName: 'Has Spaces', isActive: 'yes' };
    for (const [cookie, status] of [
      [support.cookie, 403],
      [seller.cookie, 403],
      ['', 401],
    ] as const) {
      for (const body of [badBody, {}, { isActive: true }]) {
        const res = await call('PATCH', url, body, cookie);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().error.fields, JSON.stringify(body)).toBeUndefined();
      }
      // A malformed id too: the caller is refused before the id is read.
      expect(
        (await call('PATCH', '/api/admin/notification-templates/nope', {}, cookie)).statusCode,
      ).toBe(status);
    }
    expect(await template('welcome', 'pidgin')).toEqual(before);
  });

  it('answers 404 for an unknown template and 400 for a malformed id', async () => {
    const unknown = await call('PATCH', `/api/admin/notification-templates/${randomUUID()}`, {
      isActive: true,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await call('PATCH', '/api/admin/notification-templates/nope', {
      isActive: true,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /api/admin/notifications/send', () => {
  async function wroteRecently(phone: string) {
    await t.db
      .insert(whatsappSessions)
      .values({ whatsappNumber: phone, lastActivity: new Date(NOW.getTime() - 2 * HOUR) });
  }
  const manualRows = (phone: string) =>
    t.db.select().from(notificationLog).where(eq(notificationLog.whatsappNumber, phone));

  it('queues the text to a seller who wrote in the last 24 hours, audited', async () => {
    const seller = await buildSeller(t.db);
    await wroteRecently(seller.whatsappNumber);
    const res = await call('POST', '/api/admin/notifications/send', {
      phone: `0${seller.whatsappNumber.slice(4)}`,
      message: ' Your payout is on the way. ',
      requestId: randomUUID(),
    });
    expect(res.statusCode).toBe(202);
    const link = `https://wa.me/${seller.whatsappNumber.slice(1)}?text=${encodeURIComponent('Your payout is on the way.')}`;
    expect(res.json()).toEqual({ status: 'queued', whatsappLink: link });
    const [row] = await manualRows(seller.whatsappNumber);
    expect(row).toMatchObject({
      eventType: 'manual',
      sellerId: seller.id,
      messageText: 'Your payout is on the way.',
      whatsappLink: link,
      status: 'queued',
    });
    const audits = await auditRows('notification.manual_send');
    expect(audits.find((a) => a.targetId === row!.id)).toMatchObject({ actorId: admin.admin.id });
  });

  it('sends one message for concurrent repeats of one request', async () => {
    const phone = uniquePhone();
    await wroteRecently(phone);
    const body = { phone, message: 'Akwaaba!', requestId: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/api/admin/notifications/send', body)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(answers.map((r) => r.json().status).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'queued',
    ]);
    expect(await manualRows(phone)).toHaveLength(1);
    // Another request id is another message.
    await call('POST', '/api/admin/notifications/send', { ...body, requestId: randomUUID() });
    expect(await manualRows(phone)).toHaveLength(2);
  });

  it('refuses a number outside the 24-hour window (409) and writes nothing', async () => {
    const phone = uniquePhone();
    await t.db
      .insert(whatsappSessions)
      .values({ whatsappNumber: phone, lastActivity: new Date(NOW.getTime() - 25 * HOUR) });
    const res = await call('POST', '/api/admin/notifications/send', {
      phone,
      message: 'Hello',
      requestId: randomUUID(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/last 24 hours/);
    expect(await manualRows(phone)).toEqual([]);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = (await t.db.select().from(notificationLog)).length;
    const res = await call('POST', '/api/admin/notifications/send', {
      phone: '12345',
      message: '   ',
      requestId: 'not-a-uuid',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['message', 'phone', 'requestId']);
    expect(res.json().error.fields.message).toBe('Write a message of 1 to 4,096 characters.');
    expect(await t.db.select().from(notificationLog)).toHaveLength(before);
  });

  it('is for admins only', async () => {
    const seller = await signUpSeller(t);
    const body = { phone: seller.phone, message: 'Hi', requestId: randomUUID() };
    expect((await call('POST', '/api/admin/notifications/send', body, '')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/admin/notifications/send', body, seller.cookie)).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/admin/notifications', () => {
  it('lists notifications and manual sends, newest first, filtered and paged', async () => {
    // A registration: a code (not listed), welcome and first product (listed).
    const seller = await signUpSeller(t);
    const all = await call('GET', '/api/admin/notifications?pageSize=100');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.items.every((i: { eventType: string }) => i.eventType !== 'otp')).toBe(true);
    const mine = body.items.filter((i: { sellerId: string }) => i.sellerId === seller.id);
    expect(mine.map((i: { eventType: string }) => i.eventType).sort()).toEqual([
      'first_product',
      'welcome',
    ]);
    expect(mine[0]).toMatchObject({
      sellerName: 'Ama Fabrics',
      to: seller.phone,
      status: 'queued',
      whatsappLink: expect.stringMatching(/^https:\/\/wa\.me\//),
      deliveryStatus: null,
      createdAt: NOW.toISOString(),
    });

    const welcomes = await call(
      'GET',
      `/api/admin/notifications?eventType=welcome&sellerId=${seller.id}`,
    );
    expect(welcomes.json()).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    const manual = await call('GET', '/api/admin/notifications?eventType=manual&pageSize=1');
    expect(manual.json().items).toHaveLength(1);
    expect(manual.json().total).toBeGreaterThan(1);
  });

  it('refuses a bad query', async () => {
    const res = await call('GET', '/api/admin/notifications?page=0&eventType=otp');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['eventType', 'page']);
  });
});
