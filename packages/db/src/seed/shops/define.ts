// How a demo shop is written down: who it is, where, what it sells, and its products.
import type { Category, RegistrationLocation } from '@dwa/domain/enums';
import type { Look } from '../drawings/kit.ts';
import type { Kind } from '../kinds.ts';

export interface DemoItem {
  kind: Kind;
  title: string;
  /** Price in whole cedis (GH₵). */
  cedis: number;
  description: string;
  /** How many photos (1 unless set): later ones show another colour or a closer look. */
  photos?: 1 | 2 | 3;
  /** The product's colour (0–359) when it matters: red palm oil, a green Milo tin. */
  hue?: number;
  /** What the photo should show when the kind alone does not say: a kente bag, a button phone. */
  look?: Look;
}

export interface DemoShopDefinition {
  businessName: string;
  locationSlug: RegistrationLocation;
  description: string;
  /** What the shop sells: each product's kind is one of `kinds`, its category one of these. */
  categories: readonly Category[];
  kinds: readonly Kind[];
  products: readonly DemoItem[];
}

export const item = (
  kind: Kind,
  title: string,
  cedis: number,
  description: string,
  more: Pick<DemoItem, 'photos' | 'hue' | 'look'> = {},
): DemoItem => ({ kind, title, cedis, description, ...more });
