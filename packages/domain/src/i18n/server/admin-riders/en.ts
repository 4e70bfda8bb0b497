// What the server says about the admin riders screens (issue 17): `errors.adminRiders.*`.
export const enServerAdminRiders = {};
