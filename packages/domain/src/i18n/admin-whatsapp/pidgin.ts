// Ghanaian Pidgin texts of the admin whatsapp screens; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enAdminWhatsApp } from './en.ts';

export const pidginAdminWhatsApp: CatalogShape<typeof enAdminWhatsApp> = {
  adminWhatsApp: {
    title: 'TODO',
  },
  adminNotifications: {
    title: 'TODO',
  },
};
