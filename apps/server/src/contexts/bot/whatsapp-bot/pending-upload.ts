// A seller's pending upload as the bot writes it: the columns a caption fills, and the one
// guarded change that every message to an open upload goes through (it schedules the summary).
import { whatsappUploads } from '@dwa/db/schema/index';
import { type ParsedCaption, parseCaption } from '@dwa/domain/whatsapp/caption-parser';
import { OPEN_UPLOAD_STATUS } from '@dwa/domain/whatsapp-upload';
import { and, eq, sql } from 'drizzle-orm';
import type { Conversation } from './conversation.ts';
import { scheduleSummary } from './upload-summary.task.ts';

export type Seller = Extract<Conversation['sender'], { kind: 'seller' }>;
export type UploadRow = typeof whatsappUploads.$inferSelect;

/** What the caption says, as the upload stores it (the summary and publishing read these). */
export const captionColumns = (text: string, parsed: ParsedCaption = parseCaption(text)) => ({
  messageText: text.slice(0, 4000),
  parsedTitle: parsed.title,
  parsedPricePesewas: parsed.pricePesewas,
  parsedDescription: parsed.description,
  parsedCategory: parsed.category,
  parsedPriceGuessPesewas: parsed.priceGuess?.pricePesewas ?? null,
  parsedGuessTitle: parsed.priceGuess?.title ?? null,
  parsedDeliveryAvailable: parsed.delivery.available,
  parsedDeliveryAreas: parsed.delivery.areas,
  parsedDeliveryFeePesewas: parsed.delivery.feePesewas,
});

/** A price settled (given, or the reading confirmed or refused): nothing left to confirm. */
export const NO_GUESS = { parsedPriceGuessPesewas: null, parsedGuessTitle: null };

/** Changes a pending upload of this seller and schedules the summary; false when it is no
 * longer pending (published or cancelled meanwhile). */
export async function updatePending(
  c: Conversation,
  seller: Seller,
  uploadId: string,
  values: Partial<typeof whatsappUploads.$inferInsert>,
) {
  const [row] = await c.tx
    .update(whatsappUploads)
    .set({
      ...values,
      revision: sql`${whatsappUploads.revision} + 1`,
      updatedAt: c.deps.clock.now(),
    })
    .where(
      and(
        eq(whatsappUploads.id, uploadId),
        eq(whatsappUploads.sellerId, seller.id),
        eq(whatsappUploads.status, OPEN_UPLOAD_STATUS),
      ),
    )
    .returning({ id: whatsappUploads.id, revision: whatsappUploads.revision });
  if (!row) return false;
  await scheduleSummary(c, row.id, row.revision);
  return true;
}
