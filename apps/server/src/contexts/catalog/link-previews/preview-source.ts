// What a link preview image is made from, and the URL that names it. The page (og:image) and the
// image route both derive it from the same fields with these functions, so the URL a page gives
// is the one the route serves. The file name is a hash of everything drawn (renderer version,
// photo, texts): a new photo or title is a new URL, which crawlers fetch afresh (WhatsApp keeps a
// preview for as long as the URL stays the same) and which may be cached for a year.
import { createHash } from 'node:crypto';
import { LOCATION_LABELS, type RegistrationLocation } from '@dwa/domain/enums';
import { formatGhs } from '@dwa/domain/money';
import type { PhotoView } from '@dwa/domain/photo-view';

/** 1.91:1, the size Facebook recommends for link shares (at least 600 × 315 for a large preview). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Changes with the drawing (layout, colours, encoder settings): every preview gets a new URL. */
const RENDERER_VERSION = 1;

export type PreviewKind = 'products' | 'shops';

export interface PreviewSource {
  kind: PreviewKind;
  id: string;
  /** Storage key of the photo to show (its largest variant), or null for the branded card. */
  photoKey: string | null;
  /** The card's texts: the product title or shop name, then a price, then place and shop. */
  title: string;
  highlight: string | null;
  detail: string;
}

/** The storage key of a photo's largest variant (srcset lists variants smallest first). */
export function largestPhotoKey(photo: PhotoView | null | undefined): string | null {
  if (!photo) return null;
  const src = photo.srcset.split(/,\s+/).pop()?.trim().split(/\s+/)[0] || photo.src;
  return src.startsWith('/media/') ? src.slice('/media/'.length) : null;
}

/** Place names are drawn in English: one image serves every language. */
const placeName = (slug: string) => LOCATION_LABELS[slug as RegistrationLocation] ?? slug;

export function productPreviewSource(p: {
  id: string;
  title: string;
  pricePesewas: number;
  location: string;
  photo: PhotoView | null | undefined;
  shopName: string;
}): PreviewSource {
  return {
    kind: 'products',
    id: p.id,
    photoKey: largestPhotoKey(p.photo),
    title: p.title,
    highlight: formatGhs(p.pricePesewas),
    // The place first: a long shop name is cut at the card's edge, the place never.
    detail: `${placeName(p.location)} · ${p.shopName}`,
  };
}

export function shopPreviewSource(s: {
  id: string;
  businessName: string;
  location: string;
  photo: PhotoView | null | undefined;
}): PreviewSource {
  return {
    kind: 'shops',
    id: s.id,
    photoKey: largestPhotoKey(s.photo),
    title: s.businessName,
    highlight: null,
    detail: placeName(s.location),
  };
}

/** `<hash>.jpg`: 16 hex digits of SHA-256 over what is drawn. A photo preview draws no text. */
export function previewFileName(source: PreviewSource): string {
  const drawn = source.photoKey
    ? [RENDERER_VERSION, 'photo', source.photoKey]
    : [RENDERER_VERSION, 'card', source.title, source.highlight ?? '', source.detail];
  const hash = createHash('sha256').update(JSON.stringify(drawn)).digest('hex').slice(0, 16);
  return `${hash}.jpg`;
}

/** The image's path under the API (its storage key is the same without `/api/`). */
export const previewPath = (source: PreviewSource) =>
  `/api/previews/${source.kind}/${source.id}/${previewFileName(source)}`;

export const previewStorageKey = (source: PreviewSource) =>
  `previews/${source.kind}/${source.id}/${previewFileName(source)}`;
