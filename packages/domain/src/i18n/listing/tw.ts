import type { CatalogShape } from '../types.ts';
import type { enListing } from './en.ts';

export const twListing: CatalogShape<typeof enListing> = {};
