// POST /api/seller/products/bulk: hide, unhide, boost or delete up to 100 of the seller's own
// products in one transaction. The answer says how many changed (and, for boost, the credits left).
import type { BulkActionInput, BulkResult } from '@dwa/domain/seller-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkActionInput) => postJson<BulkResult>('/api/seller/products/bulk', body),
    onSuccess: () => {
      // Lists, counts, dashboard and profile credits (all under seller), and the public
      // listing and product pages (all under public.products()).
      void client.invalidateQueries({ queryKey: queryKeys.seller.all() });
      void client.invalidateQueries({ queryKey: queryKeys.public.products() });
    },
  });
}
