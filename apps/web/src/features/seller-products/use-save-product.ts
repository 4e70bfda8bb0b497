// POST /api/seller/products (new) or PUT /api/seller/products/:id (edit): multipart with the
// form as the JSON field "product" (its photo slots in display order) and the new photos as
// "photos" files, the n-th file for the slot { kind: 'new', index: n }.
import type { ProductFormInput, SellerProduct } from '@dwa/domain/seller-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import { type PhotoItem, photoUpload } from './photo-slots.ts';
import { sendForm } from './send-form.ts';

export interface SaveProduct {
  values: Omit<ProductFormInput, 'photos'>;
  photos: readonly PhotoItem[];
  onProgress(fraction: number): void;
}

export function useSaveProduct(productId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ values, photos, onProgress }: SaveProduct) => {
      const { slots, files } = photoUpload(photos);
      const body = new FormData();
      body.append('product', JSON.stringify({ ...values, photos: slots }));
      for (const file of files) body.append('photos', file, file.name);
      return productId
        ? sendForm<SellerProduct>('PUT', `/api/seller/products/${productId}`, body, onProgress)
        : sendForm<SellerProduct>('POST', '/api/seller/products', body, onProgress);
    },
    onSuccess: () => {
      // The seller's lists and counts, the dashboard, and the public listing and product pages
      // (this product's among them).
      void client.invalidateQueries({ queryKey: queryKeys.seller.all() });
      void client.invalidateQueries({ queryKey: queryKeys.public.products() });
    },
  });
}
