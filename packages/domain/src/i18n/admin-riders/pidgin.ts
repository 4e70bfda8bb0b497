// Ghanaian Pidgin texts of the admin riders screens; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enAdminRiders } from './en.ts';

export const pidginAdminRiders: CatalogShape<typeof enAdminRiders> = {
  adminRiders: {
    title: 'TODO',
  },
  adminMoney: {
    title: 'TODO',
  },
};
