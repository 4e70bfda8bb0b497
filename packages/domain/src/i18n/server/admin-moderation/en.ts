// What the server says about the admin moderation screens (issue 17): `errors.adminModeration.*`.
export const enServerAdminModeration = {};
