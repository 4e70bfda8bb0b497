// A registered seller talking to the bot: photos and captions become a pending upload (photos
// sent within a short window join the same one, at most 8), a price sent on its own completes
// it (or a yes to the price the bot read, price-confirmation.ts), the reply buttons publish,
// cancel or link to the seller center, and a few commands.

import { products, whatsappUploads } from '@dwa/db/schema/index';
import type { UploadPhoto } from '@dwa/db/schema/messaging';
import { MAX_PRODUCT_PHOTOS } from '@dwa/domain/seller-products';
import {
  type ParsedCaption,
  parseCaption,
  parsePriceReply,
} from '@dwa/domain/whatsapp/caption-parser';
import { namesAnotherProduct } from '@dwa/domain/whatsapp/price-reply';
import { parseCommand, parseLanguageChoice } from '@dwa/domain/whatsapp-commands';
import { OPEN_UPLOAD_STATUS } from '@dwa/domain/whatsapp-upload';
import { parseYesNo } from '@dwa/domain/whatsapp-yes-no';
import { and, desc, eq, gt } from 'drizzle-orm';
import { HttpError } from '../../../lib/http-error.ts';
import { publishUpload, rejectUpload } from '../../catalog/public.ts';
import { botSay, links, price } from './bot-texts.ts';
import { type Conversation, replyText, saveState, textOf } from './conversation.ts';
import type { Fetched } from './fetch-photo.ts';
import { listKey } from './fetch-photo.ts';
import { answerLanguageCommand } from './language-command.ts';
import { captionColumns, NO_GUESS, type Seller, updatePending } from './pending-upload.ts';
import { answerPriceConfirmation, askPriceAgain } from './price-confirmation.ts';
import { answerOrderButton, answerOrderText } from './seller-order-commands.ts';
import { scheduleSummary, UPLOAD_WINDOW_MS } from './upload-summary.task.ts';

export async function handleSellerMessage(
  c: Conversation,
  seller: Seller,
  photo: Fetched<UploadPhoto> | null,
) {
  if (seller.suspended) {
    c.outcome = 'seller suspended';
    return replyText(c, botSay(c.lang, 'suspended'));
  }
  const m = c.message;
  if (m.type === 'interactive' || m.type === 'button') return answerButton(c, seller);
  if (m.type === 'image') return addPhoto(c, seller, photo);
  if (m.type === 'text') return answerText(c, seller, textOf(m));
  if (m.type === 'reaction') {
    c.outcome = 'reaction ignored';
    return;
  }
  c.outcome = `unsupported ${m.type}`;
  return replyText(c, botSay(c.lang, 'unsupported'));
}

async function answerText(c: Conversation, seller: Seller, text: string) {
  const command = parseCommand(text);
  if (command?.kind === 'help' || command?.kind === 'sell') {
    return replyText(c, botSay(c.lang, 'helpSeller', { name: seller.name }));
  }
  if (command?.kind === 'myProducts') return listProducts(c, seller);
  if (command?.kind === 'language') return answerLanguageCommand(c, command.choice);
  if (c.state.awaitingLanguage) {
    const choice = parseLanguageChoice(text);
    if (choice) return answerLanguageCommand(c, choice);
  }
  if (await answerOrderText(c, seller, text)) return;

  const parsed = parseCaption(text);
  // The price the bot asked for.
  const waiting = c.state.awaitingPriceFor;
  if (waiting) {
    const [upload] = await c.tx
      .select()
      .from(whatsappUploads)
      .where(and(eq(whatsappUploads.id, waiting), eq(whatsappUploads.status, OPEN_UPLOAD_STATUS)));
    // Photos sent without a name: the first text with one is their caption.
    const captionFor = upload && !upload.parsedTitle && parsed.title;
    // Another product with its own price ("Bag GHS 50" after "How much is the sandals?"): the
    // seller moved on. It becomes its own upload; the one asked about waits (web or Cancel).
    const another = upload?.parsedTitle && namesAnotherProduct(text, upload.parsedTitle);
    const answer = parsePriceReply(text);
    // "Is the price GH₵ 85?" answered in words ("yes", "aane", "no be so") rather than tapped.
    const yesNo = upload?.parsedPriceGuessPesewas && 'problem' in answer ? parseYesNo(text) : null;
    if (upload && yesNo) return answerPriceConfirmation(c, seller, upload, yesNo === 'yes');
    if (!captionFor && !another && 'problem' in answer && answer.problem !== 'missing') {
      return replyPriceProblem(c, answer.problem);
    }
    await saveState(c, { ...c.state, awaitingPriceFor: undefined });
    if (captionFor) return applyCaption(c, seller, upload, text, parsed);
    if (another) return createUpload(c, seller, text, null, parsed);
    if ('pricePesewas' in answer) {
      const priced = await updatePending(c, seller, waiting, {
        parsedPricePesewas: answer.pricePesewas,
        ...NO_GUESS,
      });
      if (priced) return;
    }
    // Not a price at all (or the upload was decided meanwhile): read it as a new message.
  }

  // A caption for photos sent just before it.
  const open = await openUpload(c, seller);
  if (open && (!open.messageText || (!open.parsedTitle && parsed.title))) {
    return applyCaption(c, seller, open, text, parsed);
  }

  // A caption alone makes a product when it names one and says a price, even one the bot
  // cannot take as it is (a range, two prices, unreadable): the summary then asks for it or
  // offers the likelier reading to confirm. Without any price it is chat: help.
  if (parsed.title && parsed.priceProblem !== 'missing') {
    return createUpload(c, seller, text, null, parsed);
  }
  c.outcome = 'chat: answered with help';
  return replyText(c, botSay(c.lang, 'helpSeller', { name: seller.name }));
}

const replyPriceProblem = (c: Conversation, problem: 'range' | 'unreadable') =>
  replyText(c, botSay(c.lang, problem === 'range' ? 'priceRange' : 'priceUnreadable'));

/** The seller's pending upload still open for more photos (the last change within the window). */
async function openUpload(c: Conversation, seller: Seller) {
  const since = new Date(c.deps.clock.now().getTime() - UPLOAD_WINDOW_MS);
  const [row] = await c.tx
    .select()
    .from(whatsappUploads)
    .where(
      and(
        eq(whatsappUploads.sellerId, seller.id),
        eq(whatsappUploads.status, OPEN_UPLOAD_STATUS),
        eq(whatsappUploads.whatsappNumber, c.phone),
        gt(whatsappUploads.updatedAt, since),
      ),
    )
    .orderBy(desc(whatsappUploads.updatedAt))
    .limit(1);
  return row;
}

async function createUpload(
  c: Conversation,
  seller: Seller,
  text: string,
  photo: UploadPhoto | null,
  parsed?: ParsedCaption,
) {
  const now = c.deps.clock.now();
  const [row] = await c.tx
    .insert(whatsappUploads)
    .values({
      sellerId: seller.id,
      whatsappNumber: c.phone,
      ...(text ? captionColumns(text, parsed) : {}),
      photos: photo ? [photo] : [],
      images: photo ? [listKey(photo)] : [],
      revision: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: whatsappUploads.id, revision: whatsappUploads.revision });
  await scheduleSummary(c, row!.id, row!.revision);
}

/** The caption for an upload that has none, or only a price (kept when the caption has none). */
async function applyCaption(
  c: Conversation,
  seller: Seller,
  upload: { id: string; parsedPricePesewas: number | null },
  text: string,
  parsed: ParsedCaption,
) {
  const columns = captionColumns(text, parsed);
  columns.parsedPricePesewas ??= upload.parsedPricePesewas;
  await updatePending(c, seller, upload.id, columns);
}

async function addPhoto(c: Conversation, seller: Seller, photo: Fetched<UploadPhoto> | null) {
  if (!photo?.ok) {
    c.outcome = `photo not used: ${photo?.reason ?? 'no media'}`;
    return replyText(c, botSay(c.lang, 'photoFailed'));
  }
  const caption = textOf(c.message);
  const parsed = parseCaption(caption);
  const open = await openUpload(c, seller);
  // A photo naming another product than the open upload's is the next product, not one more
  // photo of this one (its caption was lost).
  const nextProduct =
    open?.parsedTitle &&
    caption.trim() &&
    caption.trim() !== open.messageText.trim() &&
    parsed.title;
  if (!open || nextProduct) return createUpload(c, seller, caption, photo.value, parsed);
  // Uploads made by the bot list each photo in both; older ones only have keys.
  if (Math.max(open.photos.length, open.images.length) >= MAX_PRODUCT_PHOTOS) {
    c.outcome = 'photo not used: upload full';
    c.unusedPhoto = photo.value;
    if (c.state.warnedFullUpload === open.id) return;
    await saveState(c, { ...c.state, warnedFullUpload: open.id });
    return replyText(c, botSay(c.lang, 'tooManyPhotos'));
  }
  await updatePending(c, seller, open.id, {
    photos: [...open.photos, photo.value],
    images: [...open.images, listKey(photo.value)],
    ...(caption && !open.messageText ? captionColumns(caption, parsed) : {}),
  });
}

type ButtonAction = 'publish' | 'cancel' | 'edit' | 'price-yes' | 'price-no';

async function answerButton(c: Conversation, seller: Seller) {
  const id = c.message.interactive?.button_reply?.id ?? c.message.button?.payload ?? '';
  if (await answerOrderButton(c, seller, id)) return;
  // A uuid exactly: anything else shaped like one ("publish:----…") made the lookup throw.
  const match =
    /^(publish|cancel|edit|price-yes|price-no):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(
      id.toLowerCase(),
    );
  if (!match) {
    c.outcome = `unknown button ${id.slice(0, 60)}`;
    return replyText(c, botSay(c.lang, 'helpSeller', { name: seller.name }));
  }
  const [, action, uploadId] = match as unknown as [string, ButtonAction, string];
  const [upload] = await c.tx
    .select()
    .from(whatsappUploads)
    .where(and(eq(whatsappUploads.id, uploadId), eq(whatsappUploads.sellerId, seller.id)));
  if (action === 'price-yes' || action === 'price-no') {
    if (!upload || upload.status !== OPEN_UPLOAD_STATUS) {
      c.outcome = 'button refused: decided';
      return replyText(c, botSay(c.lang, 'decided'));
    }
    return answerPriceConfirmation(c, seller, upload, action === 'price-yes');
  }
  const title = upload?.parsedTitle || botSay(c.lang, 'untitled');
  const link = links(c.deps.origin);
  try {
    if (action === 'edit') {
      return replyText(c, botSay(c.lang, 'editLink', { title, link: link.upload(uploadId) }));
    }
    if (action === 'cancel') {
      await rejectUpload(c.tx, c.deps.clock, seller.id, uploadId);
      return replyText(c, botSay(c.lang, 'cancelled', { title }));
    }
    const productId = await publishUpload(
      {
        db: c.tx,
        storage: c.deps.storage,
        clock: c.deps.clock,
        log: c.deps.log,
        // The seller's first product gets its notification, as from the web.
        notify: {
          messenger: c.deps.messenger,
          clock: c.deps.clock,
          env: { publicOrigin: c.deps.origin },
        },
      },
      seller.id,
      uploadId,
      { pricePesewas: undefined },
    );
    return replyText(c, botSay(c.lang, 'published', { title, link: link.product(productId) }));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // No price yet (a Publish tapped on an older summary): the bot asks for it.
    if (error.statusCode === 400 && upload) {
      c.outcome = 'button refused: no price';
      return askPriceAgain(c, upload);
    }
    // Another seller's upload, or one already published or cancelled (a second tap).
    c.outcome = `button refused: ${error.code}`;
    return replyText(c, botSay(c.lang, 'decided'));
  }
}

async function listProducts(c: Conversation, seller: Seller) {
  const rows = await c.tx
    .select({ id: products.id, title: products.title, pricePesewas: products.pricePesewas })
    .from(products)
    .where(and(eq(products.sellerId, seller.id), eq(products.status, 'active')))
    .orderBy(desc(products.createdAt))
    .limit(5);
  if (rows.length === 0) return replyText(c, botSay(c.lang, 'myProductsNone'));
  const link = links(c.deps.origin);
  const items = rows.map((p) =>
    botSay(c.lang, 'myProductsItem', {
      title: p.title,
      price: price(p.pricePesewas),
      link: link.product(p.id),
    }),
  );
  return replyText(c, [botSay(c.lang, 'myProductsTitle'), ...items].join('\n\n'));
}
