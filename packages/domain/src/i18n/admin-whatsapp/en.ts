// English texts of the admin back office's whatsapp screens (issue 17). Loaded with the admin
// screens only (apps/web/src/lib/admin-texts.ts).
export const enAdminWhatsApp = {
  adminWhatsApp: {
    title: 'TODO',
  },
  adminNotifications: {
    title: 'TODO',
  },
} as const;
