// Twi: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminModeration } from './en.ts';

export const twServerAdminModeration: CatalogShape<typeof enServerAdminModeration> = {
  pageInvalid: 'Paw krataafa nɔma a efi 1 so.',
  searchTooLong: 'Hwehwɛ a nkyerɛwde no nnboro 100.',
  statusInvalid: 'Paw tebea biako a ɛwɔ hɔ no mu.',
  reasonRequired: 'Kyerɛw nea enti (nkyerɛwde 3 anaa nea ɛboro saa).',
  reasonTooLong: 'Ma nea enti no nnboro nkyerɛwde 300.',
  verifiedRequired: 'Ka sɛ wɔasɔ adetɔnfoɔ no ahwɛ anaa.',
  creditsInvalid: 'Kyerɛw credits dodoɔ a ɛyɛ mũ, efi 1 kɔsi 1,000.',
  requestIdInvalid: 'Abisadeɛ yi nni nɔma pa. To adaka no mu na bue bio.',
  featuredRequired: 'Ka sɛ wɔda adeɛ no adi kɛseɛ anaa.',
  actionInvalid: 'Paw Gyae anaa Si adeɛ no kwan.',
  handledRequired: 'Ka sɛ wɔahwɛ nkra no so anaa.',
  sellerNotFound: 'Adetɔnfoɔ a ɔte saa nni hɔ.',
  productNotFound: 'Adeɛ a ɛte saa nni hɔ.',
  reportNotFound: 'Amanneɛbɔ a ɛte saa nni hɔ.',
  messageNotFound: 'Nkra a ɛte saa nni hɔ.',
  reportResolved: 'Wɔadi amanneɛbɔ yi ho dwuma dada.',
  notBlocked: 'Wɔnsii adeɛ yi kwan.',
  sellerSuspended: 'Wɔato wo sotɔɔ no mu. Mesrɛ wo, frɛ Dwa mmoa.',
  reportsLimited: 'Amanneɛbɔ no dɔɔso dodo. Mesrɛ wo, san bɛyɛ bio akyiri yi.',
};
