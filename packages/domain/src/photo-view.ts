// How the API describes a stored photo to the browser (product photos, shop photos, upload
// thumbnails: "photo" everywhere in the API).
import { z } from 'zod';

/** One photo as the browser needs it: a default src, a srcset of WebP variants and the intrinsic
 * size of the largest variant (for width/height attributes that prevent layout shift). */
export const PhotoViewSchema = z.object({
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PhotoView = z.infer<typeof PhotoViewSchema>;
