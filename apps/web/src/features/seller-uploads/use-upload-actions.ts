// Publishing and rejecting an upload. Either one changes both lists of the My Products screen
// (publish adds a product), so both are refetched whatever the answer: a 409 means the list
// the seller is looking at is stale.
import type { PublishUploadInput } from '@dwa/domain/seller-uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.seller.uploads() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.seller.products() }),
    ]);
}

/** POST /api/seller/uploads/:id/publish → the new product's id. */
export function usePublishUpload() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PublishUploadInput }) =>
      postJson<{ productId: string }>(`/api/seller/uploads/${id}/publish`, input),
    onSettled: refresh,
  });
}

/** POST /api/seller/uploads/:id/reject. */
export function useRejectUpload() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) => postJson<null>(`/api/seller/uploads/${id}/reject`),
    onSettled: refresh,
  });
}
