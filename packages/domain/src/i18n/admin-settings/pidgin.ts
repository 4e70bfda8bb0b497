// Ghanaian Pidgin texts of the admin settings screens; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enAdminSettings } from './en.ts';

export const pidginAdminSettings: CatalogShape<typeof enAdminSettings> = {
  adminSettings: {
    title: 'TODO',
  },
  adminAudit: {
    title: 'TODO',
  },
  adminPrelaunch: {
    title: 'TODO',
  },
};
