// Twi: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminAnalytics } from './en.ts';

export const twServerAdminAnalytics: CatalogShape<typeof enServerAdminAnalytics> = {};
