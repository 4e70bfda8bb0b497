// POST /api/admin/whatsapp/uploads/:id/publish | reject: as the upload's seller would. The
// uploads, the dashboard's badge and the products lists are asked again whatever the answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useUploadDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'publish' | 'reject' }) =>
      postJson<{ productId: string } | null>(
        `/api/admin/whatsapp/uploads/${encodeURIComponent(id)}/${decision}`,
        {},
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.admin.botUploads() });
      void client.invalidateQueries({ queryKey: queryKeys.admin.dashboard() });
      void client.invalidateQueries({ queryKey: queryKeys.admin.products() });
    },
  });
}
