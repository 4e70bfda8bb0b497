// A product sent to the WhatsApp bot waits as "pending" until the seller publishes it (which
// creates an active product) or rejects it. Both outcomes are final.
import { CATEGORIES, type Category, type ProductStatus, type UploadStatus } from './enums.ts';

export const isCategory = (value: string | null | undefined): value is Category =>
  (CATEGORIES as readonly string[]).includes(value ?? '');

export type UploadEvent = 'publish' | 'reject';

export type UploadTransition =
  | { ok: true; from: UploadStatus; to: UploadStatus }
  | { ok: false; reason: 'invalid_transition' | 'product_required' };

export function uploadTransition(
  from: UploadStatus,
  event: UploadEvent,
  productId?: string | null,
): UploadTransition {
  if (from !== 'pending') return { ok: false, reason: 'invalid_transition' };
  if (event === 'publish' && !productId) return { ok: false, reason: 'product_required' };
  return { ok: true, from, to: event === 'publish' ? 'published' : 'rejected' };
}

export function allowedUploadEvents(status: UploadStatus): UploadEvent[] {
  return status === 'pending' ? ['publish', 'reject'] : [];
}

/** "Publish creates an active product in category General with price defaulting to 0"; the
 * bot's caption parser may have named the category from the words (else General). */
export function publishedProductDefaults(upload: {
  parsedTitle: string | null;
  parsedPricePesewas: number | null;
  parsedDescription: string | null;
  parsedCategory?: string | null;
}): {
  title: string;
  pricePesewas: number;
  description: string;
  category: Category;
  status: ProductStatus;
} {
  return {
    title: upload.parsedTitle?.trim() || 'Untitled',
    pricePesewas: upload.parsedPricePesewas ?? 0,
    description: upload.parsedDescription?.trim() ?? '',
    category: isCategory(upload.parsedCategory) ? upload.parsedCategory : 'general',
    status: 'active',
  };
}
