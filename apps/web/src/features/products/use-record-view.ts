// POST /api/products/:id/views once the product is shown. The server counts one view per visitor
// per product per day, so calling it on every visit is right; the ref only stops React's
// development double-run and re-renders from posting twice for one visit.
import { useEffect, useRef } from 'react';
import { postJson } from '../../lib/api.ts';

export function useRecordView(productId: string, shown: boolean) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || recorded.current === productId) return;
    recorded.current = productId;
    // A lost view is not worth an error on the buyer's screen.
    postJson(`/api/products/${encodeURIComponent(productId)}/views`).catch(() => {});
  }, [productId, shown]);
}
