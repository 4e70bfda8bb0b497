// Ghanaian Pidgin texts of the admin moderation screens; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enAdminModeration } from './en.ts';

export const pidginAdminModeration: CatalogShape<typeof enAdminModeration> = {
  adminSellers: {
    title: 'TODO',
  },
  adminProducts: {
    title: 'TODO',
  },
  adminMessages: {
    title: 'TODO',
  },
};
