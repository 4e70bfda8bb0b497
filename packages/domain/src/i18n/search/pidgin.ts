import type { CatalogShape } from '../types.ts';
import type { enSearch } from './en.ts';

export const pidginSearch: CatalogShape<typeof enSearch> = {};
