import type { PhotoView } from '@dwa/domain/photo-view';

export interface PhotoVariant {
  width: number;
  height: number;
  key: string;
  bytes: number;
}

/** Turns stored WebP variants into what an <img> needs. The default src is the variant nearest
 * 320 px (a card on a phone); the srcset lets the browser pick larger ones on wide screens. */
export function toPhotoView(variants: PhotoVariant[]): PhotoView | null {
  if (variants.length === 0) return null;
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const largest = sorted[sorted.length - 1]!;
  const fallback = sorted.find((v) => v.width >= 320) ?? largest;
  return {
    src: mediaUrl(fallback.key),
    srcset: sorted.map((v) => `${mediaUrl(v.key)} ${v.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}

export const mediaUrl = (key: string) => `/media/${key}`;
