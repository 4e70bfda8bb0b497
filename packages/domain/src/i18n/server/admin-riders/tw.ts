// Twi: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminRiders } from './en.ts';

export const twServerAdminRiders: CatalogShape<typeof enServerAdminRiders> = {
  searchTooLong: 'Hwehwɛ no mfa nsɛmfua nnyɛ 100 mmoro so.',
  dateInvalid: 'Kyerɛw da ankasa (YYYY-MM-DD).',
  rangeOrder: 'Da a ɛwie no nni kan nsen da a ɛfiti ase no.',
  statusInvalid: 'Paw pending, success anaa failed.',
  pageInvalid: 'Bisa krataafa a efi 1 kosi 200.',
};
