// Twi: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminSettings } from './en.ts';

export const twServerAdminSettings: CatalogShape<typeof enServerAdminSettings> = {};
