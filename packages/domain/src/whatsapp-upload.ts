// A product sent to the WhatsApp bot waits as "pending" until the seller publishes it (which
// creates an active product) or rejects it. Both outcomes are final. The one home of these rules
// (decision 053): the server applies a decision with `UPDATE … WHERE status = uploadFrom(event)`,
// the bot changes an upload (photos, caption, price) only while it is open, and the screens offer
// Publish and Reject from it.
import { CATEGORIES, type Category, type ProductStatus, type UploadStatus } from './enums.ts';

export const isCategory = (value: string | null | undefined): value is Category =>
  (CATEGORIES as readonly string[]).includes(value ?? '');

export type UploadEvent = 'publish' | 'reject';

/** The one status an upload is undecided in. */
const OPEN: UploadStatus = 'pending';
const RULES: Record<UploadEvent, { from: UploadStatus; to: UploadStatus }> = {
  publish: { from: OPEN, to: 'published' },
  reject: { from: OPEN, to: 'rejected' },
};

export type UploadTransition =
  | { ok: true; from: UploadStatus; to: UploadStatus }
  | { ok: false; reason: 'invalid_transition' | 'product_required' };

export function uploadTransition(
  from: UploadStatus,
  event: UploadEvent,
  productId?: string | null,
): UploadTransition {
  const rule = RULES[event];
  if (from !== rule.from) return { ok: false, reason: 'invalid_transition' };
  if (event === 'publish' && !productId) return { ok: false, reason: 'product_required' };
  return { ok: true, from, to: rule.to };
}

/** The status a decision moves an upload from: the conditional UPDATE's guard. */
export const uploadFrom = (event: UploadEvent): UploadStatus => RULES[event].from;

/** The status a decision moves an upload to. */
export const uploadTo = (event: UploadEvent): UploadStatus => RULES[event].to;

export function allowedUploadEvents(status: UploadStatus): UploadEvent[] {
  return (Object.keys(RULES) as UploadEvent[]).filter((e) => RULES[e].from === status);
}

/** The status of an upload still open: the bot adds the seller's photos, caption and price to
 * it, and it waits for Publish or Reject. */
export const OPEN_UPLOAD_STATUS = OPEN;

/** Whether an upload is still open (not published or rejected yet). */
export const isUploadOpen = (status: UploadStatus) => status === OPEN;

/** What publishing an upload makes unless the seller corrects it: the bot's reading of the
 * caption (the category it named, else General; the delivery it offers, its places and fee). The spec's "price
 * defaulting to 0" is not kept (decision 060): a product at GH₵ 0.00 is a wrong listing, so the
 * price stays null until the seller gives one, and publishing without one is refused. */
export function publishedProductDefaults(upload: {
  parsedTitle: string | null;
  parsedPricePesewas: number | null;
  parsedDescription: string | null;
  parsedCategory?: string | null;
  parsedDeliveryAvailable?: boolean;
  parsedDeliveryAreas?: string[];
  parsedDeliveryFeePesewas?: number | null;
}): {
  title: string;
  pricePesewas: number | null;
  description: string;
  category: Category;
  deliveryAvailable: boolean;
  deliveryAreas: string[];
  deliveryCostPesewas: number | null;
  status: ProductStatus;
} {
  const price = upload.parsedPricePesewas;
  const delivery = upload.parsedDeliveryAvailable ?? false;
  return {
    title: upload.parsedTitle?.trim() || 'Untitled',
    pricePesewas: price !== null && price > 0 ? price : null,
    description: upload.parsedDescription?.trim() ?? '',
    category: isCategory(upload.parsedCategory) ? upload.parsedCategory : 'general',
    deliveryAvailable: delivery,
    deliveryAreas: delivery ? (upload.parsedDeliveryAreas ?? []) : [],
    // A fee only means something with delivery offered ("free delivery" is a cost of 0).
    deliveryCostPesewas: delivery ? (upload.parsedDeliveryFeePesewas ?? null) : null,
    status: 'active',
  };
}
