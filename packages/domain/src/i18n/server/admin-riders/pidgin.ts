// Ghanaian Pidgin: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminRiders } from './en.ts';

export const pidginServerAdminRiders: CatalogShape<typeof enServerAdminRiders> = {};
