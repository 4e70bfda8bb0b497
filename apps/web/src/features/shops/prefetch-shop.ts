// The shop route's loader: starts the shop's API request while the page's chunk downloads
// (see features/products/prefetch-product.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import { shopQuery } from './use-shop.ts';

export function prefetchShop({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(shopQuery(params.id ?? ''));
  return null;
}
