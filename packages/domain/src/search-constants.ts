// The search constants the web's search page reads, free of zod (a value import from search.ts
// would pull zod, ~20 KB br, into the page's scripts). search.ts re-exports them.

export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Longest query text used; the rest is ignored. */
export const SEARCH_TEXT_MAX = 200;

/** Matches are counted up to this many: counting every match of a common word among a million
 * products costs more than the search itself, and nobody pages past it. */
export const SEARCH_COUNT_LIMIT = 1000;

/** Largest photo accepted by photo search, in bytes (10 MB). */
export const PHOTO_SEARCH_MAX_BYTES = 10 * 1024 * 1024;

/** How many products photo search returns, most alike first. */
export const PHOTO_SEARCH_LIMIT = 12;
