// POST /api/seller/products/bulk: hide, unhide, boost or delete up to 100 of the seller's own
// products in one transaction. The answer says how many changed (and, for boost, the credits left).
import type { BulkActionInput, BulkResult } from '@dwa/domain/seller-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';

export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkActionInput) => postJson<BulkResult>('/api/seller/products/bulk', body),
    onSuccess: (_result, { ids }) => {
      // Lists, counts, dashboard and profile credits (all under 'seller'), and the public
      // pages of the products touched.
      void client.invalidateQueries({ queryKey: ['seller'] });
      for (const id of ids) void client.invalidateQueries({ queryKey: ['product', id] });
      void client.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
