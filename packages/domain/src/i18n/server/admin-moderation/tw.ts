// Twi: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminModeration } from './en.ts';

export const twServerAdminModeration: CatalogShape<typeof enServerAdminModeration> = {};
