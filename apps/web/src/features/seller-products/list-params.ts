// The My Products filters live in the URL (?q=&category=&status=&page=), so back, reload and a
// shared link show the same list. Unknown values are dropped rather than sent.
import { CATEGORIES, type Category, PRODUCT_STATUSES, type ProductStatus } from '@dwa/domain/enums';

export interface ListParams {
  q: string;
  category: Category | undefined;
  status: ProductStatus | undefined;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

export function readListParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  return {
    q: search.get('q') ?? '',
    category: oneOf(CATEGORIES, search.get('category')),
    status: oneOf(PRODUCT_STATUSES, search.get('status')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL search of `params`; any filter change goes back to page 1. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set('q', params.q);
  if (params.category) search.set('category', params.category);
  if (params.status) search.set('status', params.status);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export const hasFilters = (p: ListParams) => Boolean(p.q.trim() || p.category || p.status);
