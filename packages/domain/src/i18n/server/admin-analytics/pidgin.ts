// Ghanaian Pidgin: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminAnalytics } from './en.ts';

export const pidginServerAdminAnalytics: CatalogShape<typeof enServerAdminAnalytics> = {};
