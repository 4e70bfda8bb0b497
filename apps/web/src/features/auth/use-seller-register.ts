// POST /api/auth/seller/register: the shop, its first product with its photos, a password and
// the phone code. With photos it is multipart: the JSON as the field "registration" (first: the
// server checks it and the code before it reads a photo), then the files "photos" in order.
// 201 signs the new seller in.
import type { SellerRegistration, SessionUser } from '@dwa/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, postJson } from '../../lib/api.ts';
import { setSignedIn } from '../../lib/session.ts';

export interface Registration {
  body: SellerRegistration;
  photos: readonly File[];
}

const PATH = '/api/auth/seller/register';

export function useSellerRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, photos }: Registration) => {
      if (photos.length === 0) return postJson<{ user: SessionUser }>(PATH, body);
      const form = new FormData();
      form.append('registration', JSON.stringify(body));
      for (const photo of photos) form.append('photos', photo, photo.name);
      return apiFetch<{ user: SessionUser }>(PATH, { method: 'POST', body: form });
    },
    onSuccess: ({ user }) => setSignedIn(client, user),
  });
}
