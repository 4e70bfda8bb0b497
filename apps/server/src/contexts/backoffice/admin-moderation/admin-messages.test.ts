// The contact form's messages in the back office: what the public form stored shows as new;
// marking it handled (who, when, audited, once) moves it to handled; reopening brings it back.
import { randomUUID } from 'node:crypto';
import { contactMessages } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import {
  adminCookie,
  adminGet,
  adminPost,
  auditOf,
  sessionCookie,
} from '../../../testing/backoffice/moderation-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const clock = fixedClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function contact(name: string) {
  const res = await adminPost(t, null, '/api/contact', {
    name,
    phone: '024 555 1234',
    email: 'ama@example.com',
    message: `Hello from ${name}`,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as string;
}

const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((m) => m.id);

describe('contact messages', () => {
  it('lists new ones; handled (audited, once) moves it; reopen brings it back', async () => {
    const { admin, cookie } = await adminCookie(t, 'support', clock);
    const id = await contact(`Ama ${randomUUID().slice(0, 4)}`);
    const fresh = await adminGet(t, cookie, '/api/admin/messages');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().items.find((m: { id: string }) => m.id === id)).toMatchObject({
      phone: '+233245551234',
      email: 'ama@example.com',
      handledAt: null,
      handledBy: null,
    });

    const url = `/api/admin/messages/${id}/handled`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adminPost(t, cookie, url, { handled: true })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers[0]!.json()).toMatchObject({
      id,
      handledAt: clock.now().toISOString(),
      handledBy: { id: admin.id, email: admin.email },
    });
    expect(await auditOf(t, id)).toMatchObject([{ actorId: admin.id, action: 'message.handle' }]);
    expect(ids(await adminGet(t, cookie, '/api/admin/messages?status=new'))).not.toContain(id);
    expect(ids(await adminGet(t, cookie, '/api/admin/messages?status=handled'))).toContain(id);
    expect(ids(await adminGet(t, cookie, '/api/admin/messages?status=all'))).toContain(id);

    const reopened = await adminPost(t, cookie, url, { handled: false });
    expect(reopened.json()).toMatchObject({ handledAt: null, handledBy: null });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ status: 'new', handledAt: null, handledBy: null });
    expect(ids(await adminGet(t, cookie, '/api/admin/messages?status=new'))).toContain(id);
    expect((await auditOf(t, id)).map((a) => a.action).sort()).toEqual([
      'message.handle',
      'message.reopen',
    ]);
  });

  it('refuses bad input, unknown messages and non-admins, changing nothing', async () => {
    const { cookie } = await adminCookie(t, 'support', clock);
    const id = await contact('Kwame');
    const url = `/api/admin/messages/${id}/handled`;
    const bad = await adminPost(t, cookie, url, { handled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ handled: 'Say whether the message is handled.' });
    expect((await adminGet(t, cookie, '/api/admin/messages?status=read')).statusCode).toBe(400);
    expect(
      (await adminPost(t, cookie, `/api/admin/messages/${randomUUID()}/handled`, { handled: true }))
        .statusCode,
    ).toBe(404);
    const seller = await buildSeller(t.db);
    const sellerCookie = await sessionCookie(t, 'seller', seller.id, clock);
    expect((await adminPost(t, sellerCookie, url, { handled: true })).statusCode).toBe(403);
    expect((await adminGet(t, sellerCookie, '/api/admin/messages')).statusCode).toBe(403);
    expect((await adminGet(t, null, '/api/admin/messages')).statusCode).toBe(401);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.handledAt).toBeNull();
    expect(await auditOf(t, id)).toEqual([]);
  });
});
