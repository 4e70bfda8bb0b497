// Twi texts of the admin shell; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enAdminShell } from './en.ts';

export const twAdminShell: CatalogShape<typeof enAdminShell> = {
  adminShell: {
    navLabel: 'Admin nkyekyɛmu',
    menu: 'Nneɛma a ɛwɔ mu',
    closeMenu: 'To nneɛma no mu',
    area: 'Admin',
    signedInAs: 'Woakɔ mu sɛ {{email}}',
    role: { super_admin: 'Admin panin', support: 'Mmoa' },
    nav: {
      dashboard: 'Dashboard',
      analytics: 'Akontaabu ne amanneɛbɔ',
      whatsapp: 'WhatsApp nhyehyɛe',
      riders: 'Riders ne nneɛma a wɔde kɔma',
      money: 'Mobile Money',
      orders: 'Orders',
      notifications: 'Nkaebɔ',
      settings: 'Platform nhyehyɛe',
      sellers: 'Adetɔnfoɔ',
      products: 'Nneɛma',
      messages: 'Nkra',
      audit: 'Nneɛma a admin ayɛ',
      outbox: 'Nkra a ɛrekɔ',
      prelaunch: 'Nhwehwɛmu ansa na yɛafiri ase',
      simulator: 'WhatsApp nsɔhwɛ',
    },
    readOnly: 'Wo dibea ma wohwɛ eyi nanso wontumi nsesa.',
  },
};
