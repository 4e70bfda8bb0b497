// A moderation screen's list state in the URL (?q=&status=&page=&tab=…), so Back, a reload or a
// shared link shows the same list. Unknown values fall back to the defaults.
import { useSearchParams } from 'react-router';

export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1;
  const update = (next: Partial<Record<K | 'page', string | number>>) => {
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === '' || value === undefined || (key === 'page' && value === 1)) {
          merged.delete(key);
        } else {
          merged.set(key, String(value));
        }
      }
      return merged;
    });
  };
  return { values, page, update };
}
