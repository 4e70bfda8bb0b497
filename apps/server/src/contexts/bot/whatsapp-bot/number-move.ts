// Moving a seller's or rider's account to the number Meta said they changed to
// (number-notice.ts keeps the change). When the new number writes, the bot offers the move once,
// with Move here / Not mine buttons; Move here sends a one-time code to the new number (for a
// seller the web's number-change code, seller-profile/phone-change.service.ts; for a rider its
// own purpose), and only that code, sent back from the new number, moves the account: Meta's
// notice alone moves nothing. The code is checked before the conversation's transaction (each
// try is committed on its own) and spent inside it with the move, one conditional UPDATE each.
import type { Db } from '@dwa/db/client';
import { riders, sellers, whatsappNumberChanges, whatsappSessions } from '@dwa/db/schema/index';
import type { CodePurpose } from '@dwa/domain/auth';
import type { Language } from '@dwa/domain/enums';
import { codeField } from '@dwa/domain/fields';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { isLanguage } from '@dwa/domain/whatsapp-commands';
import {
  KEEP_BUTTON,
  MOVE_BUTTON,
  MOVE_OFFER_DAYS,
  moveButtonOf,
  type NumberChangeEvent,
  numberChangeTransition,
} from '@dwa/domain/whatsapp-number-change';
import type { InboundMessage } from '@dwa/domain/whatsapp-webhook';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { HttpError } from '../../../lib/http-error.ts';
import {
  type CodeDeps,
  checkCode,
  issueCode,
  SELLER_PHONE_CHANGE,
  spendCode,
  switchSellerNumber,
} from '../../accounts/public.ts';
import { RIDER_PHONE_CHANGE, switchRiderNumber } from '../../deliveries/public.ts';
import { CODE_TTL_MINUTES } from '../../messaging/public.ts';
import type { BotDeps } from './bot-deps.ts';
import { botSay } from './bot-texts.ts';
import { type Conversation, reply, replyText, textOf } from './conversation.ts';

/** An open change that points at the number writing, from a number an account still has. */
export interface PendingMove {
  id: string;
  oldNumber: string;
  offeredAt: Date | null;
  codeSentAt: Date | null;
  seller: { id: string; name: string } | null;
  rider: { id: string; name: string } | null;
  /** The language the account speaks on the old number, if known. */
  language: Language | null;
}

type CodeCheck = { ok: true; codeId: string } | { ok: false; reason: string };

const DAY_MS = 86_400_000;

const codeDeps = (deps: BotDeps, db: Db): CodeDeps => ({
  db,
  clock: deps.clock,
  secret: deps.codeSecret,
});

/** A seller's move proves the number with the web's code; a rider's with its own. */
const purposeOf = (move: PendingMove): CodePurpose =>
  move.seller ? SELLER_PHONE_CHANGE : RIDER_PHONE_CHANGE;

export async function findPendingMove(
  db: Db,
  phone: string,
  now: Date,
): Promise<PendingMove | null> {
  const [change] = await db
    .select()
    .from(whatsappNumberChanges)
    .where(
      and(
        eq(whatsappNumberChanges.newNumber, phone),
        eq(whatsappNumberChanges.status, 'pending'),
        gt(whatsappNumberChanges.changedAt, new Date(now.getTime() - MOVE_OFFER_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(whatsappNumberChanges.changedAt))
    .limit(1);
  if (!change) return null;
  // Only while the account still has the old number: one changed on the web is not offered.
  const [seller] = change.sellerId
    ? await db
        .select({ id: sellers.id, name: sellers.businessName, language: sellers.preferredLanguage })
        .from(sellers)
        .where(and(eq(sellers.id, change.sellerId), eq(sellers.whatsappNumber, change.oldNumber)))
    : [];
  const [rider] = change.riderId
    ? await db
        .select({ id: riders.id, name: riders.name })
        .from(riders)
        .where(and(eq(riders.id, change.riderId), eq(riders.whatsappNumber, change.oldNumber)))
    : [];
  if (!seller && !rider) return null;
  const [oldSession] = await db
    .select({ language: whatsappSessions.language })
    .from(whatsappSessions)
    .where(eq(whatsappSessions.whatsappNumber, change.oldNumber));
  const language = [oldSession?.language, seller?.language].find(isLanguage) ?? null;
  return {
    id: change.id,
    oldNumber: change.oldNumber,
    offeredAt: change.offeredAt,
    codeSentAt: change.codeSentAt,
    seller: seller ? { id: seller.id, name: seller.name } : null,
    rider: rider ?? null,
    language,
  };
}

/** Checks the code a new number sent for its move, before the conversation's transaction;
 * null when the message is no code for a move (no code was sent yet, or not six digits). */
export async function checkMoveCode(
  deps: BotDeps,
  move: PendingMove | null,
  phone: string,
  message: InboundMessage,
): Promise<CodeCheck | null> {
  if (!move?.codeSentAt || message.type !== 'text') return null;
  const code = codeField.safeParse(textOf(message));
  if (!code.success) return null;
  try {
    const codeId = await checkCode(codeDeps(deps, deps.db), {
      phone,
      purpose: purposeOf(move),
      code: code.data,
    });
    return { ok: true, codeId };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500)
      return { ok: false, reason: error.code };
    throw error;
  }
}

type MoveKey =
  | 'offer'
  | 'moveButton'
  | 'keepButton'
  | 'codeSent'
  | 'codeWrong'
  | 'codeLocked'
  | 'codeWait'
  | 'movedSeller'
  | 'movedRider'
  | 'kept'
  | 'closed'
  | 'taken';

/** Answers the message when it belongs to a move (a tap on the offer, the code, or the first
 * message after the change, which gets the offer); false when the buyer conversation answers
 * it as any other. */
export async function answerNumberMove(
  c: Conversation,
  move: PendingMove | null,
  code: CodeCheck | null,
): Promise<boolean> {
  const lang = move?.language ?? c.lang;
  const say = (key: MoveKey, values?: Record<string, string | number>) =>
    botSay(lang, `numberMove.${key}`, values);
  const answer = async (outcome: string, key: MoveKey, values?: Record<string, string>) => {
    c.outcome = outcome;
    await replyText(c, say(key, values));
    return true;
  };
  const tapped = moveButtonOf(c.message);
  if (tapped && tapped.changeId !== move?.id) return answer('number move: closed', 'closed');
  if (!move) return false;
  const name = move.seller?.name ?? move.rider!.name;
  if (tapped?.kind === 'keep') {
    if (!(await decide(c, move.id, 'decline'))) return answer('number move: closed', 'closed');
    return answer('number move: declined', 'kept', { name });
  }
  if (tapped?.kind === 'move') return sendMoveCode(c, move, say);
  if (code && !code.ok) {
    const locked = code.reason === 'too_many_attempts' || code.reason === 'locked';
    return answer(`number move: ${code.reason}`, locked ? 'codeLocked' : 'codeWrong');
  }
  if (code?.ok) return moveAccount(c, move, code.codeId, say, answer);
  if (move.offeredAt) return false;
  // The offer, once (a concurrent message of the same number finds it made).
  const offered = await c.tx
    .update(whatsappNumberChanges)
    .set({ offeredAt: c.deps.clock.now() })
    .where(
      and(
        eq(whatsappNumberChanges.id, move.id),
        eq(whatsappNumberChanges.status, 'pending'),
        isNull(whatsappNumberChanges.offeredAt),
      ),
    )
    .returning({ id: whatsappNumberChanges.id });
  if (offered.length === 0) return false;
  c.outcome = 'number move: offered';
  await reply(c, {
    kind: 'buttons',
    body: say('offer', { name, old: formatPhoneDisplay(move.oldNumber) }),
    buttons: [
      { id: `${MOVE_BUTTON}:${move.id}`, title: say('moveButton') },
      { id: `${KEEP_BUTTON}:${move.id}`, title: say('keepButton') },
    ],
  });
  return true;
}

/** Applies a transition of the change (pending → moved / declined) with a conditional UPDATE:
 * false when it is no longer pending. */
async function decide(c: Pick<Conversation, 'tx' | 'deps'>, id: string, event: NumberChangeEvent) {
  const step = numberChangeTransition('pending', event);
  if (!step.ok) return false;
  const decided = await c.tx
    .update(whatsappNumberChanges)
    .set({ status: step.to, decidedAt: c.deps.clock.now() })
    .where(and(eq(whatsappNumberChanges.id, id), eq(whatsappNumberChanges.status, step.from)))
    .returning({ id: whatsappNumberChanges.id });
  return decided.length > 0;
}

async function sendMoveCode(
  c: Conversation,
  move: PendingMove,
  say: (key: MoveKey, values?: Record<string, string | number>) => string,
) {
  const lang = move.language ?? c.lang;
  try {
    // The limits of every code (cooldown, sends per number per hour) apply; the "IP" a limit
    // counts is the number itself, so moves on WhatsApp share no limit with the web.
    await issueCode(
      codeDeps(c.deps, c.tx),
      { phone: c.phone, purpose: purposeOf(move), ip: `whatsapp:${c.phone}` },
      async (tx, code) => {
        const queued = await c.deps.messenger.queueWhatsApp(
          tx,
          c.phone,
          { kind: 'code', code, language: lang },
          { eventType: 'otp' },
        );
        return queued.id;
      },
    );
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
    c.outcome = 'number move: code limit';
    await replyText(c, say(error.code === 'locked' ? 'codeLocked' : 'codeWait'));
    return true;
  }
  await c.tx
    .update(whatsappNumberChanges)
    .set({ codeSentAt: c.deps.clock.now() })
    .where(eq(whatsappNumberChanges.id, move.id));
  c.outcome = 'number move: code sent';
  await replyText(c, say('codeSent', { minutes: CODE_TTL_MINUTES }));
  return true;
}

class MoveRefused extends Error {
  readonly why: 'closed' | 'taken';
  constructor(why: 'closed' | 'taken') {
    super(why);
    this.why = why;
  }
}

async function moveAccount(
  c: Conversation,
  move: PendingMove,
  codeId: string,
  say: (key: MoveKey, values?: Record<string, string | number>) => string,
  answer: (outcome: string, key: MoveKey, values?: Record<string, string>) => Promise<boolean>,
) {
  const name = move.seller?.name ?? move.rider!.name;
  const { clock } = c.deps;
  try {
    // One savepoint: the change decided, the code spent and the account switched, or none.
    await c.tx.transaction(async (sp) => {
      if (!(await decide({ tx: sp, deps: c.deps }, move.id, 'move'))) {
        throw new MoveRefused('closed');
      }
      await spendCode(sp, clock, codeId);
      const switched = [
        move.seller &&
          (await switchSellerNumber(sp, clock, move.seller.id, move.oldNumber, c.phone)),
        move.rider && (await switchRiderNumber(sp, clock, move.rider.id, move.oldNumber, c.phone)),
      ];
      if (switched.includes('taken')) throw new MoveRefused('taken');
      if (!switched.includes('moved')) throw new MoveRefused('closed');
      await sp
        .update(whatsappSessions)
        .set({ userType: move.seller ? 'seller' : 'rider' })
        .where(eq(whatsappSessions.whatsappNumber, c.phone));
    });
  } catch (error) {
    if (error instanceof MoveRefused) {
      return answer(`number move: ${error.why}`, error.why, { name });
    }
    // The code was spent by another run of the same message meanwhile.
    if (error instanceof HttpError && error.code === 'invalid_code') {
      return answer('number move: closed', 'closed');
    }
    throw error;
  }
  c.deps.log.info(
    { sellerId: move.seller?.id, riderId: move.rider?.id, changeId: move.id },
    'account moved to its new whatsapp number',
  );
  c.outcome = 'number moved';
  await replyText(c, say(move.seller ? 'movedSeller' : 'movedRider', { name }));
  return true;
}
