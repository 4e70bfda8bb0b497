// English texts of the admin back office's settings screens (issue 17). Loaded with the admin
// screens only (apps/web/src/lib/admin-texts.ts).
export const enAdminSettings = {
  adminSettings: {
    title: 'TODO',
  },
  adminAudit: {
    title: 'TODO',
  },
  adminPrelaunch: {
    title: 'TODO',
  },
} as const;
