// Search contracts (text and photo), shared by server (validation, response schema) and web (URL
// state, types). The query text is free text: anything up to 200 characters is searched as words,
// never as SQL or HTML; longer input is cut, not refused (a pasted paragraph still searches).
import { z } from 'zod';
import { CategorySchema } from './enum-schemas.ts';
import { amountMessage, parseCedisToPesewas } from './money.ts';
import { ProductCardSchema } from './product-card.ts';

import { SEARCH_SORTS, SEARCH_TEXT_MAX } from './search-constants.ts';

export {
  PHOTO_SEARCH_LIMIT,
  PHOTO_SEARCH_MAX_BYTES,
  SEARCH_COUNT_LIMIT,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX,
  type SearchSort,
} from './search-constants.ts';

/** A price bound in cedis as typed in a URL or a form ("25", "25.50"); blank means no bound. */
const cedisBound = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || String(value).trim() === '') return undefined;
    const pesewas = parseCedisToPesewas(value);
    if (pesewas === null) {
      ctx.addIssue({ code: 'custom', message: amountMessage(value, 'validation.price') });
      return z.NEVER;
    }
    return pesewas;
  });

/** A checkbox in a query string: "true"/"1" is on, anything else (or absent) is off. */
const flag = z
  .union([z.string(), z.boolean()])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** GET /api/search query. `q` may be blank when a filter is set (browse a category by price). */
export const SearchQuerySchema = z
  .object({
    q: z
      .string()
      .optional()
      .transform((value) => (value ?? '').trim().slice(0, SEARCH_TEXT_MAX)),
    category: CategorySchema.optional(),
    location: z
      .string()
      .max(80, 'validation.invalid')
      .optional()
      .transform((value) => value?.trim() || undefined),
    minPrice: cedisBound,
    maxPrice: cedisBound,
    delivery: flag,
    verified: flag,
    sort: z.enum(SEARCH_SORTS, 'validation.invalid').default('relevance'),
    page: z.coerce.number('validation.invalid').int().min(1).max(1000).default(1),
    pageSize: z.coerce.number('validation.invalid').int().min(1).max(48).default(24),
  })
  .superRefine((query, ctx) => {
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.minPrice > query.maxPrice
    ) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'validation.priceRange' });
    }
  });
export type SearchQueryInput = z.input<typeof SearchQuerySchema>;
export type SearchQuery = z.output<typeof SearchQuerySchema>;

export const SearchResponseSchema = z.object({
  items: z.array(ProductCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Number of matches, at most SEARCH_COUNT_LIMIT. */
  total: z.number().int(),
  /** True when there are more than SEARCH_COUNT_LIMIT matches (show "1000+"). */
  totalCapped: z.boolean(),
  /** True when no word matched and the results come from the typo-tolerant (trigram) fallback. */
  fuzzy: z.boolean(),
  /** True when nothing matched every word and filter and these are the nearest products of the
   * same kind instead; `relaxed` says what was let go to reach them. Decisions 037, 061. */
  nearest: z.boolean(),
  /** What the nearest results do not keep (present exactly when `nearest`): `kind`, they are
   * other products of the kind the words ask for (its id: "iphone under 3000" → 'phone'); a price
   * bound, they are outside it (`maxPricePesewas`: they cost more); `location`, they are
   * elsewhere. Each result is so: the search relaxes one thing at a time. */
  relaxed: z
    .object({
      kind: z.string().optional(),
      minPricePesewas: z.number().int().optional(),
      maxPricePesewas: z.number().int().optional(),
      location: z.string().optional(),
    })
    .optional(),
  /** Filters read from the words ("under 500", "in Kumasi") and the words left, when any. */
  understood: z
    .object({
      q: z.string(),
      minPricePesewas: z.number().int().optional(),
      maxPricePesewas: z.number().int().optional(),
      location: z.string().optional(),
      category: CategorySchema.optional(),
    })
    .optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** POST /api/search/photo (multipart, one file field "photo") answers with the most alike
 * products; `similarity` is 0..1, higher is more alike. */
export const PhotoSearchResponseSchema = z.object({
  items: z.array(ProductCardSchema.extend({ similarity: z.number() })),
});
export type PhotoSearchResponse = z.infer<typeof PhotoSearchResponseSchema>;
