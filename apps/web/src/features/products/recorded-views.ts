// Product views posted from the browser: POST /api/products/:id/views once per product per page
// visit. The server counts one view per visitor per product per day, so posting on every visit
// is right; the set only stops re-renders, the development double-run and the page's own
// hydration from posting twice. No imports beyond types and the query keys: the entry loads this
// before the app (a rendered product page counts its view as it loads, decision 058).
import type { HydrationState } from '../../app/hydration-state.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const recorded = new Set<string>();

export function recordView(productId: string) {
  if (recorded.has(productId)) return;
  recorded.add(productId);
  // A lost view is not worth an error on the buyer's screen.
  fetch(`/api/products/${encodeURIComponent(productId)}/views`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  }).catch(() => {});
}

/** A product page the server rendered counts its view as it loads, whether or not the buyer
 * ever touches it (it hydrates only then: decision 058). */
export function recordRenderedProductView(state: HydrationState | null, pathname: string) {
  const id = /^\/products\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!id || !state) return;
  const productId = decodeURIComponent(id);
  const key = JSON.stringify(queryKeys.public.product(productId));
  const shown = state.queries.queries.some(
    (query) => JSON.stringify(query.queryKey) === key && query.state.status === 'success',
  );
  if (shown) recordView(productId);
}
