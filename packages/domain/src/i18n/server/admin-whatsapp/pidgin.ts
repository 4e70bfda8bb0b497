// Ghanaian Pidgin: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminWhatsApp } from './en.ts';

export const pidginServerAdminWhatsApp: CatalogShape<typeof enServerAdminWhatsApp> = {
  verifyTokenInvalid:
    'Put verify token wey get 16 reach 200 letters, numbers or signs, no space inside.',
  accessTokenInvalid:
    'Paste the full access token from Meta (20 characters or more, no space), or leave am empty make the one wey we save stay.',
  appSecretInvalid:
    'Paste the app secret from Meta (16 characters or more, no space), or leave am empty make the one wey we save stay.',
  phoneNumberIdInvalid: 'Phone number ID na the number wey Meta show (only numbers).',
  uploadNoSeller: 'This upload come from number wey no be seller, so e no fit publish.',
  noAdminPhone: 'Your admin account no get WhatsApp number. Put number wey the test go go.',
};
