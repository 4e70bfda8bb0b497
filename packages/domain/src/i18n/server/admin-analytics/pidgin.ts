// Ghanaian Pidgin: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminAnalytics } from './en.ts';

export const pidginServerAdminAnalytics: CatalogShape<typeof enServerAdminAnalytics> = {
  dateInvalid: 'Put correct date (YYYY-MM-DD).',
  rangeOrder: 'Di start date no fit pass di end date.',
  rangeTooLong: 'Choose 366 days or less.',
};
