// "Is the price of "Ladies sandals" GH₵ 85.00?": when the caption named no sure price but a
// likely one (two prices, a price beside another amount, a number that may be a model or the
// price), the summary asks the seller to confirm it with Yes / No buttons (or in words) instead
// of storing a guess or asking from nothing. Yes takes the reading (and its title) and the
// summary with Publish follows; No forgets it and asks for the price, and a price sent at any
// point is read as the answer (seller-conversation.ts).
import { whatsappUploads } from '@dwa/db/schema/index';
import { OPEN_UPLOAD_STATUS } from '@dwa/domain/whatsapp-upload';
import { and, eq } from 'drizzle-orm';
import { botSay } from './bot-texts.ts';
import { type Conversation, replyText, saveState } from './conversation.ts';
import { NO_GUESS, type Seller, type UploadRow, updatePending } from './pending-upload.ts';

export async function answerPriceConfirmation(
  c: Conversation,
  seller: Seller,
  upload: UploadRow,
  yes: boolean,
) {
  const guess = upload.parsedPriceGuessPesewas;
  if (yes && guess !== null) {
    await saveState(c, { ...c.state, awaitingPriceFor: undefined });
    const applied = await updatePending(c, seller, upload.id, {
      parsedPricePesewas: guess,
      parsedTitle: upload.parsedGuessTitle ?? upload.parsedTitle,
      ...NO_GUESS,
    });
    if (applied) return;
    c.outcome = 'price confirmation: decided';
    return replyText(c, botSay(c.lang, 'decided'));
  }
  // An old question tapped again once the price is settled: the summary as it stands.
  if (guess === null && upload.parsedPricePesewas !== null) {
    await updatePending(c, seller, upload.id, {});
    return;
  }
  // No (or asked again after the reading was settled): the price is the seller's to give.
  await c.tx
    .update(whatsappUploads)
    .set(NO_GUESS)
    .where(
      and(
        eq(whatsappUploads.id, upload.id),
        eq(whatsappUploads.sellerId, seller.id),
        eq(whatsappUploads.status, OPEN_UPLOAD_STATUS),
      ),
    );
  return askPriceAgain(c, upload);
}

/** "How much is …?", with the next message taken as the answer. */
export async function askPriceAgain(c: Conversation, upload: UploadRow) {
  await saveState(c, { ...c.state, awaitingPriceFor: upload.id });
  const title = upload.parsedTitle || botSay(c.lang, 'untitled');
  return replyText(c, botSay(c.lang, 'askPrice', { title }));
}
