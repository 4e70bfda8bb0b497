import type { CatalogShape } from '../types.ts';
import type { enContent } from './en.ts';

export const twContent: CatalogShape<typeof enContent> = {};
