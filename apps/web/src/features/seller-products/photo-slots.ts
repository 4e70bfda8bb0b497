// The product form's photos as one ordered list (first = cover): photos the product already has
// and files picked in this browser. Pure list operations, plus what the request sends: the slot
// list of the "product" JSON and the files in the order the "new" slots number them.

import type { PhotoView } from '@dwa/domain/photo-view';
import type { PhotoSlot } from '@dwa/domain/seller-products';

export type PhotoItem =
  | { kind: 'existing'; key: string; id: string; view: PhotoView }
  | { kind: 'new'; key: string; file: File; url: string };

/** `items` with the item at `from` moved to `to` (both clamped to the list). */
export function movePhoto<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

export const makeCover = <T>(items: readonly T[], index: number) => movePhoto(items, index, 0);

export const removePhoto = <T>(items: readonly T[], index: number) =>
  items.filter((_, i) => i !== index);

/** The request's photo slots and files: the n-th "new" slot is the n-th file. */
export function photoUpload(items: readonly PhotoItem[]): { slots: PhotoSlot[]; files: File[] } {
  const files: File[] = [];
  const slots = items.map((item): PhotoSlot => {
    if (item.kind === 'existing') return { kind: 'existing', id: item.id };
    files.push(item.file);
    return { kind: 'new', index: files.length - 1 };
  });
  return { slots, files };
}
