// Live streams in the back office: add for a seller named by number, edit, end (once, even with
// ten at once), each audited; the public live strip follows at once; support and sellers refused.
import { liveStreams } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCookie,
  auditsOf,
  call,
  sellerCookie,
} from '../../../testing/backoffice/settings-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminCookie>>;
let support: Awaited<ReturnType<typeof adminCookie>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t);
  support = await adminCookie(t, 'support');
});
afterAll(() => t.close());

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const streamBody = (phone: string, over: object = {}) => ({
  sellerPhone: phone,
  title: 'Kente Friday live',
  url: 'https://www.facebook.com/dwa/live',
  startsAt: inAnHour(),
  status: 'scheduled',
  ...over,
});
const publicTitles = async () =>
  (await t.app.inject({ url: '/api/live-streams' }))
    .json()
    .items.map((s: { title: string }) => s.title);

describe('live streams', () => {
  it('adds a stream for the seller with that number; the public strip shows it at once', async () => {
    const seller = await buildSeller(t.db, { businessName: 'Adwoa Kente' });
    const local = `0${seller.whatsappNumber.slice(4)}`;
    const res = await call(t, admin.cookie, 'POST', '/api/admin/live-streams', streamBody(local));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Kente Friday live',
      status: 'scheduled',
      seller: { id: seller.id, businessName: 'Adwoa Kente', phone: seller.whatsappNumber },
    });
    expect(await publicTitles()).toContain('Kente Friday live');
    const [audit] = await auditsOf(t, 'live_stream.create');
    expect(audit).toMatchObject({ actorId: admin.admin.id, targetId: created.id });
    expect(audit!.detail).toMatchObject({ before: null, after: { title: 'Kente Friday live' } });

    const list = await call(t, support.cookie, 'GET', '/api/admin/live-streams');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: { id: string }) => s.id)).toContain(created.id);
  });

  it('refuses bad input and an unknown seller with field messages, writing nothing', async () => {
    const before = await t.db.select().from(liveStreams);
    const bad = await call(t, admin.cookie, 'POST', '/api/admin/live-streams', {
      sellerPhone: 'abc',
      title: 'x',
      url: 'http://insecure.example/live',
      startsAt: 'tomorrow',
      status: 'ended',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'sellerPhone',
      'startsAt',
      'status',
      'title',
      'url',
    ]);
    const unknown = await call(
      t,
      admin.cookie,
      'POST',
      '/api/admin/live-streams',
      streamBody('0209999999'),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      sellerPhone: 'No seller has this WhatsApp number.',
    });
    expect(await t.db.select().from(liveStreams)).toEqual(before);
  });

  it('edits a stream (going live) with the changed fields audited', async () => {
    const seller = await buildSeller(t.db);
    const created = (
      await call(
        t,
        admin.cookie,
        'POST',
        '/api/admin/live-streams',
        streamBody(seller.whatsappNumber),
      )
    ).json();
    const res = await call(t, admin.cookie, 'PUT', `/api/admin/live-streams/${created.id}`, {
      title: 'Kente Friday: we are live',
      url: created.url,
      startsAt: created.startsAt,
      status: 'live',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Kente Friday: we are live', status: 'live' });
    const [audit] = await auditsOf(t, 'live_stream.update');
    expect(audit!.detail).toEqual({
      before: { title: 'Kente Friday live', status: 'scheduled' },
      after: { title: 'Kente Friday: we are live', status: 'live' },
    });
    const missing = await call(
      t,
      admin.cookie,
      'PUT',
      '/api/admin/live-streams/00000000-0000-4000-8000-000000000000',
      { title: 'Nothing', url: created.url, startsAt: created.startsAt, status: 'live' },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('ends a stream once, even asked ten times at once; an ended stream cannot be edited', async () => {
    const seller = await buildSeller(t.db);
    const created = (
      await call(
        t,
        admin.cookie,
        'POST',
        '/api/admin/live-streams',
        streamBody(seller.whatsappNumber, { title: 'Ending soon', status: 'live' }),
      )
    ).json();
    expect(await publicTitles()).toContain('Ending soon');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, admin.cookie, 'POST', `/api/admin/live-streams/${created.id}/end`),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const ends = (await auditsOf(t, 'live_stream.end')).filter((a) => a.targetId === created.id);
    expect(ends).toHaveLength(1);
    expect(ends[0]!.detail).toEqual({ before: { status: 'live' }, after: { status: 'ended' } });
    expect(await publicTitles()).not.toContain('Ending soon');
    const edit = await call(t, admin.cookie, 'PUT', `/api/admin/live-streams/${created.id}`, {
      title: 'Back again',
      url: created.url,
      startsAt: created.startsAt,
      status: 'live',
    });
    expect(edit.statusCode).toBe(409);
    const [row] = await t.db.select().from(liveStreams).where(eq(liveStreams.id, created.id));
    expect(row!.title).toBe('Ending soon');
  });

  it('is refused to a support admin and a seller', async () => {
    const seller = await buildSeller(t.db);
    const before = await t.db.select().from(liveStreams);
    const body = streamBody(seller.whatsappNumber);
    expect(
      (await call(t, support.cookie, 'POST', '/api/admin/live-streams', body)).statusCode,
    ).toBe(403);
    const own = await sellerCookie(t);
    expect((await call(t, own.cookie, 'POST', '/api/admin/live-streams', body)).statusCode).toBe(
      403,
    );
    expect((await call(t, own.cookie, 'GET', '/api/admin/live-streams')).statusCode).toBe(403);
    const id = before[0]!.id;
    expect(
      (await call(t, support.cookie, 'POST', `/api/admin/live-streams/${id}/end`)).statusCode,
    ).toBe(403);
    expect(await t.db.select().from(liveStreams)).toEqual(before);
  });
});
