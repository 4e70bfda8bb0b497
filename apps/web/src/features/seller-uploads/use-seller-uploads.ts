import type { SellerUploadList } from '@dwa/domain/seller-uploads';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

/** Query key of the seller's WhatsApp uploads: publish/reject invalidate it. */
export const SELLER_UPLOADS_KEY = ['seller', 'uploads'] as const;

/** GET /api/seller/uploads: newest first, with counts per status. */
export function useSellerUploads() {
  return useQuery({
    queryKey: SELLER_UPLOADS_KEY,
    queryFn: ({ signal }) => apiFetch<SellerUploadList>('/api/seller/uploads', { signal }),
  });
}
