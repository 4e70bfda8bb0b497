// GET /api/seller/uploads: newest first, with counts per status (the list and the tab count).
import type { SellerUploadList } from '@dwa/domain/seller-uploads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const sellerUploadsQuery = () =>
  queryOptions({
    queryKey: queryKeys.seller.uploads(),
    queryFn: ({ signal }) => apiFetch<SellerUploadList>('/api/seller/uploads', { signal }),
  });

export function useSellerUploads() {
  return useQuery(sellerUploadsQuery());
}
