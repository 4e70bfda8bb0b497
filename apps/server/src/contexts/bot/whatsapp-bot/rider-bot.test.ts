// A signed-up rider works from WhatsApp alone: `jobs` lists the open jobs in their
// zones (only while online) and their own, `accept`, `picked` and `delivered N CODE` move a job
// through the same services as the web, `online` / `offline` and `earnings` answer from the
// rider's row and the ledger. Every refusal is the service's, in the rider's language, and
// changes nothing (a wrong code is counted, as on the web).
import { deliveryJobs, riders, webhookEvents } from '@dwa/db/schema/index';
import { MAX_WRONG_CODES, type SellerDelivery } from '@dwa/domain/deliveries';
import type { ServiceZone } from '@dwa/domain/enums';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { type BotTestApp, createBotTestApp } from '../../../testing/bot/test-bot.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import {
  askForRider,
  recipientCode,
  workingRider,
} from '../../../testing/deliveries/delivery-test-kit.ts';
import { TEST_ORIGIN } from '../../../testing/test-app.ts';
import type { BotDeps } from './bot-deps.ts';
import { handleRiderMessage } from './rider-conversation.ts';

const clock = fixedClock(new Date('2026-11-24T09:00:00Z'));
let t: BotTestApp;
let seller: Awaited<ReturnType<typeof signedInSeller>>;
beforeAll(async () => {
  t = await createBotTestApp({ clock });
  seller = await signedInSeller(t, {}, clock);
});
afterAll(() => t.close());

const rider = async (overrides: Parameters<typeof workingRider>[1] = {}) =>
  (await workingRider(t, overrides, clock)).rider;
const phoneOf = (r: { whatsappNumber: string | null }) => r.whatsappNumber!;
/** Sends `text` as the rider and returns the bot's answer. The clock moves a second per message:
 * replies are read in the order of their time. */
async function say(r: { whatsappNumber: string | null }, text: string) {
  clock.advance(1000);
  await t.send({ from: phoneOf(r), text });
  return (await t.lastReply(phoneOf(r))).messageText;
}
const jobRow = async (id: string) =>
  (await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, id)))[0]!;
const job = (zone: ServiceZone = 'accra-central', overrides = {}) =>
  askForRider(t, seller.cookie, { zone, ...overrides });
const lastOutcome = async () =>
  (
    await t.db
      .select({ outcome: webhookEvents.outcome })
      .from(webhookEvents)
      .orderBy(desc(webhookEvents.receivedAt))
      .limit(1)
  )[0]?.outcome;

describe('a rider works a job from WhatsApp', () => {
  it('lists jobs, accepts, picks up, is refused a wrong code, delivers with the recipient’s code, sees the earning', async () => {
    const me = await rider({ serviceZones: ['tema'] });
    const open = await job('tema');
    const elsewhere = await job('tamale');

    const board = await say(me, 'jobs');
    expect(board).toContain('New jobs near you:');
    expect(board).toContain(`*#${open.number}* · Tema`);
    expect(board).toContain('Makola Market, Accra → East Legon (Near the Shell station)');
    expect(board).toContain('You earn GH₵ 20.00');
    expect(board).toContain(`*accept ${open.number}*`);
    expect(board).not.toContain(`#${elsewhere.number}*`);
    // Nobody's recipient before a rider holds the job.
    expect(board).not.toContain('Akosua');

    const accepted = await say(me, `Accept #${open.number}`);
    expect(accepted).toContain(`Job Accepted! #${open.number} is yours.`);
    expect(accepted).toContain('Recipient: Akosua Owusu · 024 765 4321');
    expect(accepted).toContain('Note: Fragile');
    expect(await jobRow(open.id)).toMatchObject({ status: 'accepted', riderId: me.id });

    const mine = await say(me, 'jobs');
    expect(mine).toContain('Your jobs:');
    expect(mine).toContain(`*#${open.number}* · Rider on the way to pick up`);
    expect(mine).toContain(`Send *picked ${open.number}*`);

    const picked = await say(me, `picked up ${open.number}`);
    expect(picked).toContain('Package picked up!');
    expect(picked).toContain('Ask Akosua Owusu for the 4-digit code');
    expect((await jobRow(open.id)).status).toBe('picked_up');

    const code = await recipientCode(t, open.id);
    const wrong = code === '0000' ? '1111' : '0000';
    const refused = await say(me, `delivered ${open.number} ${wrong}`);
    expect(refused).toContain('That is not the code the recipient got.');
    expect(refused).not.toMatch(/\b[1-5] of\b|attempt/i);
    expect(await jobRow(open.id)).toMatchObject({ status: 'picked_up', wrongCodes: 1 });
    expect(await lastOutcome()).toBe('rider refused: deliveries.codeWrong');

    const done = await say(me, `deliver ${open.number} ${code}`);
    expect(done).toContain(`Package delivered! #${open.number} is done.`);
    expect(done).toContain('GH₵ 20.00');
    expect(await jobRow(open.id)).toMatchObject({ status: 'delivered', proofCode: code });

    // Confirmed by the seller: the earning is today's and in the wallet.
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/seller/deliveries/${open.id}/confirm`,
      headers: { cookie: seller.cookie },
      payload: {},
    });
    expect(confirm.statusCode).toBe(200);
    const earnings = await say(me, 'earnings');
    expect(earnings).toContain("Today's earnings: GH₵ 20.00");
    expect(earnings).toContain('Wallet balance: GH₵ 20.00');
    expect(earnings).toContain(`${TEST_ORIGIN}/rider`);
  });

  it('a second rider’s accept is refused with "Job already taken" and changes nothing', async () => {
    const first = await rider();
    const second = await rider();
    const open = await job();
    await say(first, `accept ${open.number}`);
    expect(await say(second, `accept ${open.number}`)).toBe('Job already taken');
    expect(await jobRow(open.id)).toMatchObject({ status: 'accepted', riderId: first.id });
    // Nor can the second rider move it: someone else's job is no job at all.
    expect(await say(second, `picked ${open.number}`)).toBe('No such delivery job.');
    expect(await say(second, `delivered ${open.number} 1234`)).toBe('No such delivery job.');
    expect(await jobRow(open.id)).toMatchObject({ status: 'accepted', wrongCodes: 0 });
    // Accepting one's own job again answers it again.
    expect(await say(first, `accept ${open.number}`)).toContain('Job Accepted!');
  });

  it('an offline rider is told how to go online, and can accept once online', async () => {
    const me = await rider({ isOnline: false, serviceZones: ['kumasi'] });
    const open = await job('kumasi');
    const board = await say(me, 'jobs');
    expect(board).toContain('You are offline');
    expect(board).toContain('*online*');
    expect(board).not.toContain(`#${open.number}`);

    const refused = await say(me, `accept ${open.number}`);
    expect(refused).toContain('Go online to accept jobs.');
    expect(refused).toContain(`Send *online*, then *accept ${open.number}* again.`);
    expect((await jobRow(open.id)).status).toBe('requested');

    expect(await say(me, 'online')).toContain('You are online.');
    const [row] = await t.db.select().from(riders).where(eq(riders.id, me.id));
    expect(row!.isOnline).toBe(true);
    expect(await say(me, `accept ${open.number}`)).toContain('Job Accepted!');

    expect(await say(me, 'Go offline')).toContain('You are offline.');
    const [after] = await t.db.select().from(riders).where(eq(riders.id, me.id));
    expect(after!.isOnline).toBe(false);
  });

  it('an unverified rider, or one outside the job’s zone, cannot accept', async () => {
    const open = await job();
    const unverified = await rider({ isVerified: false, verificationExpiry: null });
    const refused = await say(unverified, `accept ${open.number}`);
    expect(refused).toContain('Complete verification to accept jobs.');
    expect(refused).toContain(`${TEST_ORIGIN}/rider`);
    const expired = await rider({ verificationExpiry: new Date('2026-01-01T00:00:00Z') });
    expect(await say(expired, `accept ${open.number}`)).toContain('Complete verification');
    const away = await rider({ serviceZones: ['tamale'] });
    expect(await say(away, `accept ${open.number}`)).toBe(
      'This job is outside your service zones.',
    );
    expect(await jobRow(open.id)).toMatchObject({ status: 'requested', riderId: null });
    expect(await say(away, 'accept 999999999')).toBe('No such delivery job.');
  });

  it('after 5 wrong codes the code is locked: finish in the app with a photo', async () => {
    const me = await rider();
    const open = await job();
    await say(me, `accept ${open.number}`);
    await say(me, `picked ${open.number}`);
    const code = await recipientCode(t, open.id);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < MAX_WRONG_CODES; i++) {
      expect(await say(me, `delivered ${open.number} ${wrong}`)).toContain('That is not the code');
    }
    const locked = await say(me, `delivered ${open.number} ${code}`);
    expect(locked).toContain(`Too many wrong codes for #${open.number}`);
    expect(locked).toContain(`${TEST_ORIGIN}/rider/jobs`);
    expect(await jobRow(open.id)).toMatchObject({
      status: 'picked_up',
      wrongCodes: MAX_WRONG_CODES,
    });
  });

  it('asks for the number or the code when a command lacks it; anything else gets the help', async () => {
    const me = await rider();
    expect(await say(me, 'accept')).toContain('like *accept 12*');
    expect(await say(me, 'picked up')).toContain('like *picked 12*');
    expect(await say(me, 'delivered 12')).toContain('like *delivered 12 1234*');
    const help = await say(me, 'kente');
    for (const command of ['*jobs*', '*accept 12*', '*picked 12*', '*delivered 12 4821*']) {
      expect(help).toContain(command);
    }
    expect(help).toContain(me.name);
    expect(help).toContain(`${TEST_ORIGIN}/rider`);
  });

  it('shows five new jobs at most, with the link to the rest', async () => {
    const me = await rider({ serviceZones: ['takoradi'] });
    const jobs: SellerDelivery[] = [];
    for (let i = 0; i < 7; i++) jobs.push(await job('takoradi'));
    const board = await say(me, 'jobs');
    for (const shown of jobs.slice(0, 5)) expect(board).toContain(`*#${shown.number}*`);
    for (const hidden of jobs.slice(5)) expect(board).not.toContain(`*#${hidden.number}*`);
    expect(board).toContain(`More new jobs in the app: ${TEST_ORIGIN}/rider/jobs`);
  });

  it('answers in Twi for a rider who chose Twi, refusals included', async () => {
    const me = await rider({ serviceZones: ['cape-coast'] });
    const other = await rider({ serviceZones: ['cape-coast'] });
    const open = await job('cape-coast');
    await say(me, 'language');
    expect(await say(me, 'tw')).toContain('Twi');
    const board = await say(me, 'jobs');
    expect(board).toContain('Adwuma foforɔ a ɛbɛn wo:');
    expect(board).toContain(`*#${open.number}*`);
    expect(board).toContain('Wobɛnya GH₵ 20.00');
    await say(other, `accept ${open.number}`);
    expect(await say(me, `accept ${open.number}`)).toBe('Obi afa adwuma no dada');
    expect(await say(me, 'earnings')).toContain('Wo wallet mu sika: GH₵ 0.00');
    expect(await say(me, 'offline')).toContain('Woadum wo ho');
  });

  it('an error that is no refusal fails the message (the inbound job is retried) and answers nothing', async () => {
    const me = await rider();
    const open = await job();
    const broken = {
      clock: {
        now: () => {
          throw new Error('clock broke');
        },
      },
      origin: TEST_ORIGIN,
    } as unknown as BotDeps;
    const before = (await t.replies(phoneOf(me))).length;
    await expect(
      t.db.transaction((tx) =>
        handleRiderMessage(
          {
            tx,
            deps: broken,
            phone: phoneOf(me),
            sender: { kind: 'rider', id: me.id, name: me.name },
            profileName: null,
            message: {
              from: phoneOf(me).slice(1),
              id: 'wamid.broken',
              timestamp: '1760000000',
              type: 'text',
              text: { body: `accept ${open.number}` },
            },
            state: {},
            lang: 'en',
          },
          { kind: 'rider', id: me.id, name: me.name },
        ),
      ),
    ).rejects.toThrow('clock broke');
    expect(await t.replies(phoneOf(me))).toHaveLength(before);
    expect(await jobRow(open.id)).toMatchObject({ status: 'requested', riderId: null });
  });
});
