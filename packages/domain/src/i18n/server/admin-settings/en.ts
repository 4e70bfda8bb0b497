// What the server says about the admin settings screens (issue 17): `errors.adminSettings.*`.
export const enServerAdminSettings = {};
