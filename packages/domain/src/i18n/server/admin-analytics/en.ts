// What the server says about the admin analytics screens (issue 17): `errors.adminAnalytics.*`.
export const enServerAdminAnalytics = {};
