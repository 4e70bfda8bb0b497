import type { PhotoSearchResponse } from '@dwa/domain/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { PickedPhoto } from './photo-store.ts';

/** POST /api/search/photo for the picked photo (multipart field "photo"). A query, not a
 * mutation: the results are cached per photo, so back and forward do not upload it again. */
export const photoSearchQuery = (photo: PickedPhoto | null) =>
  queryOptions({
    queryKey: queryKeys.public.photoSearch(photo?.id),
    enabled: photo !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => {
      const body = new FormData();
      body.append('photo', photo!.file);
      return apiFetch<PhotoSearchResponse>('/api/search/photo', { method: 'POST', body, signal });
    },
  });

export function usePhotoSearch(photo: PickedPhoto | null) {
  return useQuery(photoSearchQuery(photo));
}
