// Test WhatsApp of a template: rendered with the sample values, queued through the
// messenger to the admin's own number (or the number named), once per request id, audited in the
// send's transaction; no number on file → 409 with a clear message, nothing written.
import { randomUUID } from 'node:crypto';
import {
  admins,
  auditLog,
  notificationLog,
  notificationTemplates,
  whatsappSessions,
} from '@dwa/db/schema/index';
import { uniquePhone } from '@dwa/db/testing/factories';
import { notificationSampleValues, renderNotification } from '@dwa/domain/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, sellerCookie } from '../../../testing/backoffice/admin-test-kit.ts';
import { HOUR, NOW, notificationsApp } from '../../../testing/messaging/test-notifications.ts';
import { TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await notificationsApp());
});
afterAll(() => t.close());

async function template(event: string, language: string) {
  const [row] = await t.db
    .select()
    .from(notificationTemplates)
    .where(
      and(eq(notificationTemplates.eventType, event), eq(notificationTemplates.language, language)),
    );
  return row!;
}

const test = (cookie: string, id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/notification-templates/${id}/test`,
    headers: { cookie, origin: TEST_ORIGIN },
    payload,
  });

async function adminWithPhone(role: 'super_admin' | 'support' = 'super_admin') {
  const { admin, cookie } = await adminCookie(t, role);
  const phone = uniquePhone();
  await t.db.update(admins).set({ phone }).where(eq(admins.id, admin.id));
  return { admin, cookie, phone };
}

const rowsTo = (phone: string) =>
  t.db.select().from(notificationLog).where(eq(notificationLog.whatsappNumber, phone));

describe('POST /api/admin/notification-templates/:id/test', () => {
  it('sends the Twi template rendered with the sample values to the admin, once per request', async () => {
    const { admin, cookie, phone } = await adminWithPhone('support');
    const tw = await template('welcome', 'tw');
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => test(cookie, tw.id, { requestId })),
    );
    expect(answers.every((r) => r.statusCode === 202)).toBe(true);
    const expected = renderNotification(tw.message, notificationSampleValues(TEST_ORIGIN)).text;
    expect(expected).toContain('Akosua Fabrics');
    const statuses = answers.map((r) => r.json().status).sort();
    expect(statuses.filter((s) => s === 'queued')).toHaveLength(1);
    expect(answers[0]!.json()).toMatchObject({ to: phone, text: expected });

    const rows = await rowsTo(phone);
    expect(rows).toHaveLength(1);
    // Not written to in 24 hours: the approved template goes, its text in the outbox.
    expect(rows[0]).toMatchObject({ messageText: expected, eventType: 'manual', status: 'queued' });
    expect(answers[0]!.json().kind).toBe('template');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, tw.id), eq(auditLog.action, 'notification_template.test')));
    expect(audits).toMatchObject([
      { actorId: admin.id, detail: { to: phone, language: 'tw', messageId: rows[0]!.id } },
    ]);
  });

  it('is listed in the History as a test of its template, not as a manual message', async () => {
    const { cookie, phone } = await adminWithPhone();
    const pidgin = await template('boost_expiry_reminder', 'pidgin');
    expect((await test(cookie, pidgin.id, { requestId: randomUUID() })).statusCode).toBe(202);
    // An admin's own message, for comparison.
    const other = uniquePhone();
    await t.db.insert(whatsappSessions).values({
      whatsappNumber: other,
      lastActivity: new Date(NOW.getTime() - HOUR),
    });
    const manual = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/send',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { phone: other, message: 'Hello', requestId: randomUUID() },
    });
    expect(manual.statusCode).toBe(202);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notifications?pageSize=100',
      headers: { cookie },
    });
    expect(history.statusCode).toBe(200);
    const items = history.json().items as { to: string; templateTest: unknown }[];
    expect(items.filter((i) => i.to === phone)).toMatchObject([
      {
        eventType: 'manual',
        templateTest: { eventType: 'boost_expiry_reminder', language: 'pidgin' },
      },
    ]);
    expect(items.filter((i) => i.to === other)).toMatchObject([
      { eventType: 'manual', templateTest: null },
    ]);
  });

  it('inside the 24-hour window the text goes as free text; another number may be named', async () => {
    const { cookie } = await adminWithPhone();
    const other = uniquePhone();
    await t.db.insert(whatsappSessions).values({
      whatsappNumber: other,
      lastActivity: new Date(NOW.getTime() - HOUR),
    });
    const en = await template('first_product', 'en');
    const res = await test(cookie, en.id, { requestId: randomUUID(), to: other });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ to: other, kind: 'text', status: 'queued' });
    expect(res.json().text).toContain('Kente cloth, 6 yards');
    expect(await rowsTo(other)).toHaveLength(1);
  });

  it('an admin without a number on file: 409 saying so, nothing written', async () => {
    const { cookie, admin } = await adminCookie(t);
    const en = await template('welcome', 'en');
    const res = await test(cookie, en.id, { requestId: randomUUID() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/no WhatsApp number/);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(audits).toEqual([]);
  });

  it('bad input → 400 with fields; unknown template → 404; a seller → 403', async () => {
    const { cookie, phone } = await adminWithPhone();
    const en = await template('welcome', 'en');
    const bad = await test(cookie, en.id, { requestId: 'x', to: '12' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['requestId', 'to']);
    expect(await rowsTo(phone)).toEqual([]);
    expect((await test(cookie, randomUUID(), { requestId: randomUUID() })).statusCode).toBe(404);
    expect((await test(await sellerCookie(t), en.id, {})).statusCode).toBe(403);
  });
});
