// The one way to build a results URL from typed text, shared by the home page (entry chunk) and
// the search page. Kept free of zod and the search contract so the entry stays small.

/** `/search?q=…` for a query, or null when the text is blank (a blank search is not submitted). */
export function searchHref(text: string, keep?: URLSearchParams): string | null {
  const q = text.trim();
  if (!q) return null;
  const params = new URLSearchParams(keep);
  params.set('q', q);
  // A new query starts at its first page; a photo search gives way to the text search.
  params.delete('page');
  params.delete('photo');
  return `/search?${params}`;
}
