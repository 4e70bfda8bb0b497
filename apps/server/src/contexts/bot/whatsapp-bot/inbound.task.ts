// The whatsapp.inbound job: one stored webhook message, answered. Slow work (fetching and
// encoding a photo) happens first; then one transaction, under a lock on the sender's number so
// two messages of one person are answered in order even on two instances, claims the event
// (a second run finds it processed and stops), updates the session and makes every change and
// reply of the message together.

import { webhookEvents } from '@dwa/db/schema/index';
import type { UploadPhoto } from '@dwa/db/schema/messaging';
import { normalizeGhanaPhone } from '@dwa/domain/phone';
import { InboundMessageSchema } from '@dwa/domain/whatsapp-webhook';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TaskDefinition, TaskRun } from '../../../tasks/task-definition.ts';
import { deletePhoto } from '../../catalog/public.ts';
import { sentAt } from '../../messaging/public.ts';
import { INBOUND_TASK } from '../whatsapp-webhook/receive-webhook.service.ts';
import type { BotDeps } from './bot-deps.ts';
import { handleBuyerMessage } from './buyer-conversation.ts';
import {
  type Conversation,
  identifySender,
  readSessionState,
  rememberHeardLanguage,
  replyLanguage,
  SENDER_LOCK_CLASS,
  textOf,
  touchSession,
} from './conversation.ts';
import { type Fetched, fetchSearchSignature, fetchUploadPhoto } from './fetch-photo.ts';
import { answerNumberMove, checkMoveCode, findPendingMove } from './number-move.ts';
import { handleSystemNotice } from './number-notice.ts';
import { answerOutsideGhana } from './outside-ghana.ts';
import { handleRiderMessage } from './rider-conversation.ts';
import { handleSellerMessage } from './seller-conversation.ts';

export async function handleInbound(deps: BotDeps, eventId: string) {
  const [event] = await deps.db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.id, eventId), isNull(webhookEvents.processedAt)));
  if (!event) return;
  const finish = async (outcome: string) => {
    await deps.db
      .update(webhookEvents)
      .set({ processedAt: deps.clock.now(), outcome })
      .where(and(eq(webhookEvents.id, eventId), isNull(webhookEvents.processedAt)));
  };

  const parsed = InboundMessageSchema.safeParse((event.payload as { message?: unknown }).message);
  if (!parsed.success) return finish('unreadable message');
  const message = parsed.data;
  // Dwa talks to Ghana numbers only; anyone else is told so, once a day (outside-ghana.ts).
  const phone = normalizeGhanaPhone(`+${message.from}`);
  if (!phone) return answerOutsideGhana(deps, eventId, message);
  // Meta's notices are no person writing: no answer, no session (number-notice.ts).
  if (message.type === 'system') return handleSystemNotice(deps, eventId, phone, message);
  const sender = await identifySender(deps.db, phone);
  // A number Meta said an account changed to: the move it may ask for, its code checked here
  // (each try commits on its own) and spent in the transaction below (number-move.ts).
  const move =
    sender.kind === 'buyer' ? await findPendingMove(deps.db, phone, deps.clock.now()) : null;
  const moveCode = await checkMoveCode(deps, move, phone, message);

  const mediaId = message.type === 'image' ? message.image?.id : undefined;
  let uploadPhoto: Fetched<UploadPhoto> | null = null;
  let signature: Fetched<Buffer> | null = null;
  if (mediaId && sender.kind === 'seller' && !sender.suspended) {
    uploadPhoto = await fetchUploadPhoto(deps, mediaId, eventId);
  } else if (mediaId && sender.kind === 'buyer') {
    signature = await fetchSearchSignature(deps, mediaId);
  }

  const leftover = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SENDER_LOCK_CLASS}, hashtext(${phone}))`);
    const now = deps.clock.now();
    const claimed = await tx
      .update(webhookEvents)
      .set({ processedAt: now })
      .where(and(eq(webhookEvents.id, eventId), isNull(webhookEvents.processedAt)))
      .returning({ id: webhookEvents.id });
    if (claimed.length === 0) return null; // another run answered it
    // The 24-hour window counts from when the person sent it (Meta may deliver days late).
    const session = await touchSession(tx, phone, sender, sentAt(message.timestamp, now));
    const state = readSessionState(session.state);
    const c: Conversation = {
      tx,
      deps,
      phone,
      sender,
      message,
      profileName: profileNameOf(event.payload),
      state,
      lang: replyLanguage(
        { chosen: session.language, heard: state.heardLanguage },
        sender,
        textOf(message),
      ),
    };
    await rememberHeardLanguage(c);
    if (sender.kind === 'seller') await handleSellerMessage(c, sender, uploadPhoto);
    else if (sender.kind === 'rider') await handleRiderMessage(c, sender);
    else if (!(await answerNumberMove(c, move, moveCode))) await handleBuyerMessage(c, signature);
    if (c.outcome) {
      await tx
        .update(webhookEvents)
        .set({ outcome: c.outcome })
        .where(eq(webhookEvents.id, eventId));
    }
    return c.unusedPhoto ?? null;
  });
  // A photo the conversation did not keep (an upload already full): its files go.
  if (leftover) await deletePhoto(deps.storage, leftover.variants);
}

const profileNameOf = (payload: unknown) => {
  const name = (payload as { profileName?: unknown } | null)?.profileName;
  return typeof name === 'string' ? name : null;
};

export const inboundTask = (deps: BotDeps): TaskDefinition => ({
  name: INBOUND_TASK,
  handler: (job) => handleInbound(deps, (job as TaskRun<{ eventId: string }>).data.eventId),
  retry: { limit: 5, delaySeconds: 5, backoff: true },
  expireInSeconds: 120,
  batchSize: 10,
  concurrency: 4,
  pollingIntervalSeconds: 1,
});
