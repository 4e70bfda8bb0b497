// Ghanaian Pidgin texts of the admin analytics screens; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enAdminAnalytics } from './en.ts';

export const pidginAdminAnalytics: CatalogShape<typeof enAdminAnalytics> = {
  adminDashboard: {
    title: 'TODO',
  },
  adminAnalytics: {
    title: 'TODO',
  },
};
