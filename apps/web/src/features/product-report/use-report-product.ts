// POST /api/products/:id/reports {reason, details}: a buyer reports a listing. The answer says
// whether this visitor had reported it already (nothing new was stored then).
import type { ProductReportInput, ProductReportSaved } from '@dwa/domain/product-reports';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';

export function useReportProduct(productId: string) {
  return useMutation({
    mutationFn: (body: ProductReportInput) =>
      postJson<ProductReportSaved>(`/api/products/${encodeURIComponent(productId)}/reports`, body),
  });
}
