// What the server says about the admin whatsapp screens: `errors.adminWhatsApp.*`.
export const enServerAdminWhatsApp = {
  verifyTokenInvalid:
    'Enter a verify token of 16 to 200 letters, digits or symbols, without spaces.',
  accessTokenInvalid:
    'Paste the whole access token from Meta (at least 20 characters, no spaces), or leave it blank to keep the saved one.',
  appSecretInvalid:
    'Paste the app secret from Meta (at least 16 characters, no spaces), or leave it blank to keep the saved one.',
  phoneNumberIdInvalid: 'The phone number ID is the number Meta shows (digits only).',
  uploadNoSeller: 'This upload came from a number that is not a seller, so it cannot be published.',
  noAdminPhone: 'Your admin account has no WhatsApp number. Enter a number to send the test to.',
};
