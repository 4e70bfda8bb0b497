// English texts of the admin back office's riders screens (issue 17). Loaded with the admin
// screens only (apps/web/src/lib/admin-texts.ts).
export const enAdminRiders = {
  adminRiders: {
    title: 'TODO',
  },
  adminMoney: {
    title: 'TODO',
  },
} as const;
