// English texts of the admin back office's analytics screens (issue 17). Loaded with the admin
// screens only (apps/web/src/lib/admin-texts.ts).
export const enAdminAnalytics = {
  adminDashboard: {
    title: 'TODO',
  },
  adminAnalytics: {
    title: 'TODO',
  },
} as const;
