// Live streams in the back office: the list (every status, newest start first), add
// for a seller named by their WhatsApp number, edit and end. The public live strip reads the same
// table (site.service.ts currentLiveStreams). An ended stream is final: edits and a second end
// are refused (409), so concurrent ends make one change and one audit row.

import type { Db } from '@dwa/db/client';
import { liveStreams, sellers } from '@dwa/db/schema/index';
import type { AuditChange } from '@dwa/domain/admin/audit';
import {
  type AdminLiveStream,
  LIVE_STREAM_LIST_LIMIT,
  type LiveStreamCreateSchema,
  type LiveStreamUpdateSchema,
} from '@dwa/domain/admin/settings';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAdminAction } from '../../../access/admin-access.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import type { Tx } from '../../money/public.ts';

type Deps = { db: Db; clock: Clock };

const columns = {
  stream: liveStreams,
  businessName: sellers.businessName,
  phone: sellers.whatsappNumber,
};

type Row = { stream: typeof liveStreams.$inferSelect; businessName: string; phone: string };

const view = ({ stream, businessName, phone }: Row): AdminLiveStream => ({
  id: stream.id,
  title: stream.title,
  url: stream.url,
  status: stream.status as AdminLiveStream['status'],
  startsAt: stream.startsAt.toISOString(),
  createdAt: stream.createdAt.toISOString(),
  seller: { id: stream.sellerId, businessName, phone },
});

const streamMissing = () => notFound('errors.adminSettings.streamNotFound');
const streamEnded = () => new HttpError(409, 'conflict', 'errors.adminSettings.streamEnded');

export async function listLiveStreams(db: Db) {
  const rows = await db
    .select(columns)
    .from(liveStreams)
    .innerJoin(sellers, eq(sellers.id, liveStreams.sellerId))
    .orderBy(desc(liveStreams.startsAt))
    .limit(LIVE_STREAM_LIST_LIMIT);
  return { items: rows.map(view) };
}

async function streamById(db: Db | Tx, id: string) {
  const [row] = await db
    .select(columns)
    .from(liveStreams)
    .innerJoin(sellers, eq(sellers.id, liveStreams.sellerId))
    .where(eq(liveStreams.id, id));
  return row;
}

export async function createLiveStream(
  deps: Deps,
  adminId: string,
  input: z.output<typeof LiveStreamCreateSchema>,
) {
  return deps.db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.whatsappNumber, input.sellerPhone));
    if (!seller) {
      throw new HttpError(400, 'validation_failed', 'errors.adminSettings.sellerUnknown', {
        sellerPhone: 'errors.adminSettings.sellerUnknown',
      });
    }
    const now = deps.clock.now();
    const [created] = await tx
      .insert(liveStreams)
      .values({
        sellerId: seller.id,
        title: input.title,
        url: input.url,
        status: input.status,
        startsAt: new Date(input.startsAt),
        createdAt: now,
      })
      .returning({ id: liveStreams.id });
    const row = (await streamById(tx, created!.id))!;
    const after = fieldsOf(row.stream);
    await recordAdminAction(tx, {
      adminId,
      action: 'live_stream.create',
      targetType: 'live_stream',
      targetId: created!.id,
      before: null,
      after: { ...after, sellerId: seller.id },
      at: now,
    });
    return view(row);
  });
}

const fieldsOf = (s: typeof liveStreams.$inferSelect) => ({
  title: s.title,
  url: s.url,
  status: s.status,
  startsAt: s.startsAt.toISOString(),
});

export async function updateLiveStream(
  deps: Deps,
  adminId: string,
  id: string,
  input: z.output<typeof LiveStreamUpdateSchema>,
) {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(liveStreams)
      .where(eq(liveStreams.id, id))
      .for('update');
    if (!current) throw streamMissing();
    if (current.status === 'ended') throw streamEnded();
    const old = fieldsOf(current);
    const next = { ...input, startsAt: new Date(input.startsAt).toISOString() };
    const before: AuditChange = {};
    const after: AuditChange = {};
    for (const key of Object.keys(old) as (keyof typeof old)[]) {
      if (old[key] === next[key]) continue;
      before[key] = old[key];
      after[key] = next[key];
    }
    if (Object.keys(after).length > 0) {
      const now = deps.clock.now();
      await tx
        .update(liveStreams)
        .set({ ...input, startsAt: new Date(input.startsAt) })
        .where(eq(liveStreams.id, id));
      await recordAdminAction(tx, {
        adminId,
        action: 'live_stream.update',
        targetType: 'live_stream',
        targetId: id,
        before,
        after,
        at: now,
      });
    }
    return view((await streamById(tx, id))!);
  });
}

export async function endLiveStream(deps: Deps, adminId: string, id: string) {
  return deps.db.transaction(async (tx) => {
    // Under the row's lock: of concurrent ends, one changes it; the others find it ended.
    const [current] = await tx
      .select({ status: liveStreams.status })
      .from(liveStreams)
      .where(eq(liveStreams.id, id))
      .for('update');
    if (!current) throw streamMissing();
    if (current.status === 'ended') throw streamEnded();
    await tx
      .update(liveStreams)
      .set({ status: 'ended' })
      .where(and(eq(liveStreams.id, id), ne(liveStreams.status, 'ended')));
    await recordAdminAction(tx, {
      adminId,
      action: 'live_stream.end',
      targetType: 'live_stream',
      targetId: id,
      before: { status: current.status },
      after: { status: 'ended' },
      at: deps.clock.now(),
    });
    return view((await streamById(tx, id))!);
  });
}
