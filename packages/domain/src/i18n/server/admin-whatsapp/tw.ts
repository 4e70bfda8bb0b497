// Twi: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminWhatsApp } from './en.ts';

export const twServerAdminWhatsApp: CatalogShape<typeof enServerAdminWhatsApp> = {};
