// Ghanaian Pidgin: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminRiders } from './en.ts';

export const pidginServerAdminRiders: CatalogShape<typeof enServerAdminRiders> = {
  searchTooLong: 'Search no fit pass 100 letters.',
  dateInvalid: 'Put correct date (YYYY-MM-DD).',
  rangeOrder: 'The end date no fit come before the start date.',
  statusInvalid: 'Make you pick pending, success or failed.',
  pageInvalid: 'Ask for page from 1 reach 200.',
};
