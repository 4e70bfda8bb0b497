// The one way to build a results URL from typed text, shared by the home page (entry chunk) and
// the search page. Kept free of zod and the search contract so the entry stays small.

/** `/search?q=…` for a query, or null when the text is blank (a blank search is not submitted). */
export function searchHref(text: string, keep?: URLSearchParams): string | null {
  const q = text.trim();
  if (!q) return null;
  const params = keptSearchParams(keep);
  params.set('q', q);
  return `/search?${params}`;
}

/** The parameters a new query keeps (the search bar's hidden inputs without JavaScript): a new
 * query starts at its first page, and a photo search gives way to the text search. */
export function keptSearchParams(keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(keep);
  for (const name of ['q', 'page', 'photo']) params.delete(name);
  return params;
}
