// The product page's view, posted once it is shown (recorded-views.ts says why once is enough).
import { useEffect } from 'react';
import { recordView } from './recorded-views.ts';

export { recordRenderedProductView } from './recorded-views.ts';

export function useRecordView(productId: string, shown: boolean) {
  useEffect(() => {
    if (shown) recordView(productId);
  }, [productId, shown]);
}
