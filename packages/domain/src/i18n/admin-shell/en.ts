// English texts of the admin back office's shell: navigation, the admin's state in
// the header, roles. Loaded with the admin screens only (apps/web/src/lib/admin-texts.ts).
export const enAdminShell = {
  adminShell: {
    navLabel: 'Admin sections',
    menu: 'Menu',
    closeMenu: 'Close menu',
    area: 'Admin',
    signedInAs: 'Signed in as {{email}}',
    role: { super_admin: 'Super admin', support: 'Support' },
    nav: {
      dashboard: 'Dashboard',
      analytics: 'Analytics and Reports',
      whatsapp: 'WhatsApp Management',
      riders: 'Riders and Deliveries',
      money: 'Mobile Money',
      orders: 'Orders',
      notifications: 'Notifications',
      settings: 'Platform Settings',
      sellers: 'Sellers',
      products: 'Products',
      messages: 'Messages',
      audit: 'Audit Log',
      outbox: 'Outbox',
      prelaunch: 'Pre-launch Checks',
      simulator: 'WhatsApp simulator',
    },
    readOnly: 'Your role can view this but not change it.',
  },
} as const;
