// What the server says about the admin whatsapp screens (issue 17): `errors.adminWhatsApp.*`.
export const enServerAdminWhatsApp = {};
