// A signed-up rider working from WhatsApp alone: `jobs`, `accept 12`, `picked 12`,
// `delivered 12 4821`, `online` / `offline`, `earnings`, through the same services and rules as
// the web. Each service runs inside the conversation's transaction (its own transaction becomes
// a savepoint), so a refusal (an HttpError) undoes only what the service did and is answered in
// the rider's language; any other error fails the inbound job, which is retried.
import type { RiderJob } from '@dwa/domain/deliveries';
import { riderNextEvent } from '@dwa/domain/delivery-job';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import {
  parseCommand,
  parseLanguageChoice,
  parseRiderCommand,
} from '@dwa/domain/whatsapp-commands';
import { HttpError } from '../../../lib/http-error.ts';
import { translate } from '../../../lib/i18n.ts';
import {
  acceptJob,
  deliverWithCode,
  getRiderDashboard,
  listJobBoard,
  pickUpJob,
  setAvailability,
} from '../../deliveries/public.ts';
import { botSay, links, price } from './bot-texts.ts';
import { type Conversation, replyText, type Sender, textOf } from './conversation.ts';
import { answerLanguageCommand } from './language-command.ts';

type Rider = Extract<Sender, { kind: 'rider' }>;

/** Jobs of each kind one reply lists; the rest are a link away (and the reply stays far below
 * WhatsApp's 4,096 characters). */
const JOBS_IN_REPLY = 5;
/** Places are cut to this in lists; the accept reply gives them whole. */
const PLACE_IN_LIST = 60;

export async function handleRiderMessage(c: Conversation, rider: Rider) {
  const text = textOf(c.message);
  const command = parseCommand(text);
  if (command?.kind === 'language') return answerLanguageCommand(c, command.choice);
  const choice = c.state.awaitingLanguage ? parseLanguageChoice(text) : null;
  if (choice) return answerLanguageCommand(c, choice);

  const asked = parseRiderCommand(text);
  const deps = { db: c.tx, clock: c.deps.clock };
  const link = links(c.deps.origin);
  if (!asked || asked.kind === 'help') {
    if (!asked) c.outcome = 'rider: answered with help';
    return replyText(c, botSay(c.lang, 'helpRider', { name: rider.name, link: link.rider() }));
  }
  if (asked.kind === 'jobs') return listJobs(c, rider);
  if (asked.kind === 'availability') {
    await setAvailability(deps, rider.id, asked.online);
    return replyText(c, botSay(c.lang, asked.online ? 'riderOnline' : 'riderOffline'));
  }
  if (asked.kind === 'earnings') {
    const dashboard = await getRiderDashboard(deps, rider.id);
    return replyText(
      c,
      botSay(c.lang, 'riderEarnings', {
        today: price(dashboard.todayEarningsPesewas),
        balance: price(dashboard.walletBalancePesewas),
        link: link.rider(),
      }),
    );
  }

  const { number } = asked;
  if (number === null) {
    const example = { accept: 'accept 12', pickUp: 'picked 12', deliver: 'delivered 12 4821' };
    return replyText(c, botSay(c.lang, 'riderAskNumber', { example: example[asked.kind] }));
  }
  const ref = { number };
  try {
    if (asked.kind === 'accept') {
      return replyText(c, acceptedText(c, await acceptJob(deps, rider.id, ref)));
    }
    if (asked.kind === 'pickUp') {
      const job = await pickUpJob(deps, rider.id, ref);
      return replyText(
        c,
        botSay(c.lang, 'riderPickedUp', {
          number,
          dropoff: place(c, job.dropoffLocation, job.dropoffLandmark),
          recipient: job.recipient?.name ?? '',
        }),
      );
    }
    if (asked.code === null) return replyText(c, botSay(c.lang, 'riderAskCode', { number }));
    const job = await deliverWithCode(deps, rider.id, ref, asked.code);
    return replyText(
      c,
      botSay(c.lang, 'riderDelivered', { number, earning: price(job.earningsPesewas) }),
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return answerRefusal(c, error, number);
  }
}

/** The service's refusal in the rider's words, with what to do next where there is something. */
function answerRefusal(c: Conversation, error: HttpError, number: number) {
  const key = error.fields?.code ?? error.message;
  c.outcome = `rider refused: ${key}`;
  const link = links(c.deps.origin);
  const said = translate(c.lang, key);
  switch (key) {
    case 'errors.deliveries.codeLocked':
      return replyText(c, botSay(c.lang, 'riderCodeLocked', { number, link: link.riderJobs() }));
    case 'errors.deliveries.moved':
      return replyText(c, botSay(c.lang, 'riderMoved', { number }));
    case 'errors.deliveries.offline':
      return replyText(c, `${said}\n${botSay(c.lang, 'riderGoOnline', { number })}`);
    case 'errors.deliveries.unverified':
      return replyText(c, `${said}\n${botSay(c.lang, 'riderVerify', { link: link.rider() })}`);
    case 'deliveries.codeWrong':
      return replyText(c, `${said}\n${botSay(c.lang, 'riderCodeAgain', { number })}`);
    default:
      return replyText(c, said);
  }
}

function acceptedText(c: Conversation, job: RiderJob) {
  const text = botSay(c.lang, 'riderAccepted', {
    number: job.number,
    pickup: job.pickupLocation,
    dropoff: place(c, job.dropoffLocation, job.dropoffLandmark),
    recipient: job.recipient?.name ?? '',
    phone: job.recipient ? formatPhoneDisplay(job.recipient.phone) : '',
  });
  return job.deliveryNote
    ? `${text}\n${botSay(c.lang, 'riderNote', { note: job.deliveryNote })}`
    : text;
}

/** `jobs`: new jobs in the rider's zones (only while online), then the rider's own active ones. */
async function listJobs(c: Conversation, rider: Rider) {
  const board = await listJobBoard(c.tx, rider.id);
  const link = links(c.deps.origin);
  const parts: string[] = [];
  if (!board.online) {
    parts.push(botSay(c.lang, 'riderJobsOffline'));
  } else if (board.newJobs.length === 0) {
    parts.push(botSay(c.lang, 'riderJobsNone'));
  } else {
    const shown = board.newJobs.slice(0, JOBS_IN_REPLY);
    parts.push(
      [botSay(c.lang, 'riderJobsTitle'), ...shown.map((job) => newJobText(c, job))].join('\n\n'),
      botSay(c.lang, 'riderJobsHint', { number: shown[0]!.number }),
    );
    if (board.newJobs.length > JOBS_IN_REPLY) {
      parts.push(botSay(c.lang, 'riderJobsMore', { link: link.riderJobs() }));
    }
  }
  if (board.assigned.length > 0) {
    const shown = board.assigned.slice(0, JOBS_IN_REPLY);
    parts.push(
      [botSay(c.lang, 'riderActiveTitle'), ...shown.map((job) => activeJobText(c, job))].join(
        '\n\n',
      ),
    );
    if (board.assigned.length > JOBS_IN_REPLY) {
      parts.push(botSay(c.lang, 'riderActiveMore', { link: link.riderJobs() }));
    }
  }
  return replyText(c, parts.join('\n\n'));
}

function newJobText(c: Conversation, job: RiderJob) {
  return botSay(c.lang, 'riderJobItem', {
    number: job.number,
    zone: translate(c.lang, `enums.serviceZone.${job.zone}`),
    ...route(c, job),
    earning: price(job.earningsPesewas),
  });
}

function activeJobText(c: Conversation, job: RiderJob) {
  const step = riderNextEvent(job.status);
  const next =
    step === 'pick_up'
      ? botSay(c.lang, 'riderNextPickUp', { number: job.number })
      : step === 'deliver'
        ? botSay(c.lang, 'riderNextDeliver', { number: job.number })
        : botSay(c.lang, 'riderNextConfirm');
  return botSay(c.lang, 'riderActiveItem', {
    number: job.number,
    status: translate(c.lang, `deliveries.status.${job.status}`),
    ...route(c, job),
    next,
  });
}

const cut = (text: string) =>
  text.length > PLACE_IN_LIST ? `${text.slice(0, PLACE_IN_LIST - 1).trimEnd()}…` : text;

const route = (c: Conversation, job: RiderJob) => ({
  pickup: cut(job.pickupLocation),
  dropoff: place(c, cut(job.dropoffLocation), job.dropoffLandmark && cut(job.dropoffLandmark)),
});

/** A place with its landmark, when it has one. */
const place = (c: Conversation, location: string, landmark: string | null) =>
  landmark ? botSay(c.lang, 'riderPlace', { place: location, landmark }) : location;
