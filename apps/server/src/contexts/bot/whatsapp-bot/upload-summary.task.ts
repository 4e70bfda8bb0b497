// The bot answers a seller's product once the photos and caption have stopped arriving: every
// change schedules this job a few seconds later with the upload's revision, and only the job of
// the newest revision answers: with the summary and the Publish / Edit on web / Cancel buttons,
// or by asking for the price when the caption had none, or to confirm the likely one it read
// ("Is the price GH₵ 85?", price-confirmation.ts).
import { sellers, whatsappSessions, whatsappUploads } from '@dwa/db/schema/index';
import type { Language, UploadStatus } from '@dwa/domain/enums';
import { isUploadOpen } from '@dwa/domain/whatsapp-upload';
import { eq } from 'drizzle-orm';
import type { TaskDefinition, TaskRun } from '../../../tasks/task-definition.ts';
import type { BotDeps } from './bot-deps.ts';
import { botSay, categoryName, price } from './bot-texts.ts';
import {
  type Conversation,
  readSessionState,
  replyLanguage,
  type SessionState,
} from './conversation.ts';

export const SUMMARY_TASK = 'whatsapp.upload-summary';
/** Photos sent within this time of the last change join the same upload. */
export const UPLOAD_WINDOW_MS = 2 * 60_000;

export async function scheduleSummary(c: Conversation, uploadId: string, revision: number) {
  await c.deps.tasks.enqueue(
    c.tx,
    SUMMARY_TASK,
    { uploadId, revision },
    { startAfter: c.deps.summaryDelaySeconds },
  );
}

export async function answerUpload(
  deps: BotDeps,
  job: TaskRun<{ uploadId: string; revision: number }>,
) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ upload: whatsappUploads, seller: sellers })
      .from(whatsappUploads)
      .innerJoin(sellers, eq(sellers.id, whatsappUploads.sellerId))
      .where(eq(whatsappUploads.id, job.data.uploadId))
      .for('update', { of: whatsappUploads });
    // A newer change has its own job; a decided upload needs no answer.
    if (
      !row ||
      !isUploadOpen(row.upload.status as UploadStatus) ||
      row.upload.revision !== job.data.revision
    ) {
      return;
    }
    const { upload, seller } = row;
    const [session] = await tx
      .select()
      .from(whatsappSessions)
      .where(eq(whatsappSessions.whatsappNumber, upload.whatsappNumber));
    const lang = replyLanguage(
      {
        chosen: session?.language ?? null,
        heard: readSessionState(session?.state).heardLanguage,
      },
      {
        kind: 'seller',
        id: seller.id,
        name: seller.businessName,
        suspended: false,
        preferredLanguage: seller.preferredLanguage,
      },
      upload.messageText,
    );
    const title = upload.parsedTitle || botSay(lang, 'untitled');
    const send = (message: Parameters<BotDeps['messenger']['queueWhatsApp']>[2]) =>
      deps.messenger.queueWhatsApp(tx, upload.whatsappNumber, message, {
        eventType: 'bot',
        sellerId: seller.id,
      });
    // No price, or no name (a caption that was only a price): asked for before Publish is
    // offered, else the product went live as "Untitled".
    if (upload.parsedPricePesewas === null || !upload.parsedTitle) {
      const state: SessionState = {
        ...readSessionState(session?.state),
        awaitingPriceFor: upload.id,
      };
      await tx
        .update(whatsappSessions)
        .set({ state: state as Record<string, unknown> })
        .where(eq(whatsappSessions.whatsappNumber, upload.whatsappNumber));
      const guess = upload.parsedPriceGuessPesewas;
      if (upload.parsedTitle && guess !== null) {
        await send({
          kind: 'buttons',
          body: botSay(lang, 'confirmPrice', {
            title: upload.parsedGuessTitle || title,
            price: price(guess),
          }),
          buttons: [
            { id: `price-yes:${upload.id}`, title: botSay(lang, 'priceYes') },
            { id: `price-no:${upload.id}`, title: botSay(lang, 'priceNo') },
          ],
        });
        return;
      }
      // Photos alone (or with a price only): the bot needs the name too.
      const ask = upload.parsedTitle
        ? botSay(lang, 'askPrice', { title })
        : botSay(lang, 'askCaption', {
            photos: Math.max(upload.photos.length, upload.images.length),
          });
      await send({ kind: 'text', body: ask });
      return;
    }
    await send({
      kind: 'buttons',
      body: botSay(lang, 'summary', {
        title,
        price: price(upload.parsedPricePesewas),
        photos: Math.max(upload.photos.length, upload.images.length),
        category: categoryName(lang, upload.parsedCategory ?? 'general'),
        delivery: deliveryLine(lang, upload),
      }),
      buttons: [
        { id: `publish:${upload.id}`, title: botSay(lang, 'publish') },
        { id: `edit:${upload.id}`, title: botSay(lang, 'edit') },
        { id: `cancel:${upload.id}`, title: botSay(lang, 'cancel') },
      ],
    });
  });
}

/** "Delivery: Ejisu, Adum" (and "Delivery fee: GH₵ 20.00") under the category when the caption
 * offered delivery, else nothing: what publishing will give the product. */
function deliveryLine(
  lang: Language,
  upload: {
    parsedDeliveryAvailable: boolean;
    parsedDeliveryAreas: string[];
    parsedDeliveryFeePesewas: number | null;
  },
) {
  if (!upload.parsedDeliveryAvailable) return '';
  const areas = upload.parsedDeliveryAreas.join(', ');
  const fee = upload.parsedDeliveryFeePesewas;
  const where = areas
    ? botSay(lang, 'summaryDelivery', { areas })
    : botSay(lang, 'summaryDeliveryAnywhere');
  if (fee === null) return where;
  return (
    where +
    (fee === 0
      ? botSay(lang, 'summaryDeliveryFree')
      : botSay(lang, 'summaryDeliveryFee', { fee: price(fee) }))
  );
}

export const uploadSummaryTask = (deps: BotDeps): TaskDefinition => ({
  name: SUMMARY_TASK,
  handler: (job) => answerUpload(deps, job as TaskRun<{ uploadId: string; revision: number }>),
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  pollingIntervalSeconds: 1,
  batchSize: 10,
});
