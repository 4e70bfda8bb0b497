// POST /api/admin/reports/:id/resolve {action, note}: every open report of the product closes;
// block_product also blocks it.
import type { ResolveReportInput, ResolveReportResult } from '@dwa/domain/admin/moderation';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { useProductsChanged } from './use-product-moderation.ts';

export function useResolveReport() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveReportInput & { id: string }) =>
      postJson<ResolveReportResult>(`/api/admin/reports/${encodeURIComponent(id)}/resolve`, body),
    onSettled: changed,
  });
}
