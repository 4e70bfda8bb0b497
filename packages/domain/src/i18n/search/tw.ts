import type { CatalogShape } from '../types.ts';
import type { enSearch } from './en.ts';

export const twSearch: CatalogShape<typeof enSearch> = {};
