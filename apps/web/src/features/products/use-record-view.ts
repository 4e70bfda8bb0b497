// POST /api/products/:id/views once the product is shown. The server counts one view per visitor
// per product per day, so calling it on every visit is right; the set only stops re-renders,
// React's development double-run and the page's own hydration from posting twice for one visit.
import { useEffect } from 'react';
import type { HydrationState } from '../../app/hydration-state.ts';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const recorded = new Set<string>();

function recordView(productId: string) {
  if (recorded.has(productId)) return;
  recorded.add(productId);
  // A lost view is not worth an error on the buyer's screen.
  postJson(`/api/products/${encodeURIComponent(productId)}/views`).catch(() => {});
}

export function useRecordView(productId: string, shown: boolean) {
  useEffect(() => {
    if (shown) recordView(productId);
  }, [productId, shown]);
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
