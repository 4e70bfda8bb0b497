// English texts of the admin back office's moderation screens (issue 17). Loaded with the admin
// screens only (apps/web/src/lib/admin-texts.ts).
export const enAdminModeration = {
  adminSellers: {
    title: 'TODO',
  },
  adminProducts: {
    title: 'TODO',
  },
  adminMessages: {
    title: 'TODO',
  },
} as const;
