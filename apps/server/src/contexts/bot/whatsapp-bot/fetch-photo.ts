// A photo sent to the bot, fetched from WhatsApp before the conversation's transaction (slow I/O
// never holds it open). A seller's photo goes through the web's photo pipeline and is stored
// under a key named after the message, so processing the same message again writes the same
// files; a buyer's photo only yields a photo-search signature and is never stored.

import { computeSignature, NotAnImageError } from '@dwa/db/images/photo-signature';
import type { UploadPhoto } from '@dwa/db/schema/messaging';
import {
  encodePhoto,
  PhotoRejectedError,
  storePhoto,
  withEncodeSlot,
} from '../../catalog/public.ts';
import type { BotDeps } from './bot-deps.ts';
import { MediaError } from './media-client.ts';

export type Fetched<T> = { ok: true; value: T } | { ok: false; reason: string };

async function download(deps: BotDeps, mediaId: string): Promise<Fetched<Buffer>> {
  try {
    return { ok: true, value: await deps.media.download(mediaId) };
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    deps.log.warn({ mediaId, reason: error.message }, 'whatsapp media not fetched');
    return { ok: false, reason: `media ${error.reason}` };
  }
}

/** Stored as `whatsapp/<eventId>/<width>.webp`, every variant with its size, and signed. */
export async function fetchUploadPhoto(
  deps: BotDeps,
  mediaId: string,
  eventId: string,
): Promise<Fetched<UploadPhoto>> {
  const data = await download(deps, mediaId);
  if (!data.ok) return data;
  try {
    const encoded = await withEncodeSlot(() => encodePhoto(data.value));
    const variants = await storePhoto(deps.storage, `whatsapp/${eventId}`, encoded);
    return { ok: true, value: { variants, signature: encoded.signature.toString('base64') } };
  } catch (error) {
    if (!(error instanceof PhotoRejectedError)) throw error;
    return { ok: false, reason: error.reason };
  }
}

export async function fetchSearchSignature(
  deps: BotDeps,
  mediaId: string,
): Promise<Fetched<Buffer>> {
  const data = await download(deps, mediaId);
  if (!data.ok) return data;
  try {
    return { ok: true, value: await computeSignature(data.value) };
  } catch (error) {
    if (!(error instanceof NotAnImageError)) throw error;
    return { ok: false, reason: error.reason };
  }
}

/** The 640 px variant's key (what the seller-center list reads), or the largest there is. */
export function listKey(photo: UploadPhoto): string {
  const v =
    photo.variants.find((x) => x.width === 640) ?? photo.variants[photo.variants.length - 1];
  return v!.key;
}
