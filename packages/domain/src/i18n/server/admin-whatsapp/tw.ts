// Twi: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminWhatsApp } from './en.ts';

export const twServerAdminWhatsApp: CatalogShape<typeof enServerAdminWhatsApp> = {
  verifyTokenInvalid:
    'Kyerɛw verify token a ɛyɛ nkyerɛwde, nɔma anaa agyiraehyɛde 16 kosi 200, a ntwemu biara nni mu.',
  accessTokenInvalid:
    'Fa access token a efi Meta nyinaa hyɛ ha (nkyerɛwde 20 anaa nea ɛboro saa, ntwemu biara nni mu), anaa gyae no hunu na nea woakora no ntena hɔ.',
  appSecretInvalid:
    'Fa app secret a efi Meta hyɛ ha (nkyerɛwde 16 anaa nea ɛboro saa, ntwemu biara nni mu), anaa gyae no hunu na nea woakora no ntena hɔ.',
  phoneNumberIdInvalid: 'Phone number ID no yɛ nɔma a Meta kyerɛ (nɔma nko ara).',
  uploadNoSeller: 'Nneɛma yi fi nɔma bi a ɛnyɛ adetɔnfo de, enti yɛrentumi mfa nsi dwa so.',
  noAdminPhone: 'Wo admin account no nni WhatsApp nɔma. Kyerɛw nɔma a wobɛsoma sɔhwɛ no akɔ so.',
};
