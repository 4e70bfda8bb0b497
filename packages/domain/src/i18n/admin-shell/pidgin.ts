// Ghanaian Pidgin texts of the admin shell; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enAdminShell } from './en.ts';

export const pidginAdminShell: CatalogShape<typeof enAdminShell> = {
  adminShell: {
    navLabel: 'Admin sections dem',
    menu: 'Show sections',
    closeMenu: 'Close di menu',
    area: 'Admin',
    signedInAs: 'You don enter as {{email}}',
    role: { super_admin: 'Big admin', support: 'Helper' },
    nav: {
      dashboard: 'Dashboard',
      analytics: 'Analytics and reports',
      whatsapp: 'WhatsApp matter',
      riders: 'Riders and deliveries',
      money: 'Mobile Money',
      orders: 'Orders',
      notifications: 'Notice dem',
      settings: 'Platform settings',
      sellers: 'Sellers',
      products: 'Goods',
      messages: 'Message dem',
      audit: 'Wetin admins do',
      outbox: 'Outbox',
      prelaunch: 'Checks before we launch',
      simulator: 'WhatsApp practice ground',
    },
    readOnly: 'Your role fit see dis but e no fit change am.',
  },
};
