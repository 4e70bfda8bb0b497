// What every product moderation does once it answers: the admin lists, and the public pages
// (a blocked or deleted product leaves them).
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';

export function useProductsChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.admin.products() });
    void client.invalidateQueries({ queryKey: queryKeys.admin.reports() });
    void client.invalidateQueries({ queryKey: queryKeys.public.all() });
  };
}
