// The demo catalogue: 18 shops in the four towns, each selling what its name says, at prices of
// Ghana in 2026 (GH₵). The same products in the same order on every seed, so a judged search
// query set can be written against DEMO_PRODUCTS (title, description, kind, category, shop,
// location, price). Titles are unique; some name the kind ("Smart TV", "Standing fan") and some
// only the brand or model ("Tecno Spark 20 Pro"), as sellers write them.
import type { Category, RegistrationLocation } from '@dwa/domain/enums';
import type { Look } from './drawings/kit.ts';
import { KIND_CATEGORY, type Kind } from './kinds.ts';
import { abosseyOkaiSpares } from './shops/abossey-okai-spares.ts';
import { adwoaFreshFoods } from './shops/adwoa-fresh-foods.ts';
import { amasPhoneHub } from './shops/amas-phone-hub.ts';
import { anlogaWoodFurniture } from './shops/anloga-wood-furniture.ts';
import { bookwormGhana } from './shops/bookworm-ghana.ts';
import { capeCoastEverydayStore } from './shops/cape-coast-everyday-store.ts';
import type { DemoShopDefinition } from './shops/define.ts';
import { goalLineSports } from './shops/goal-line-sports.ts';
import { kejetiaAppliances } from './shops/kejetia-appliances.ts';
import { kofiKenteWeavers } from './shops/kofi-kente-weavers.ts';
import { kotokurabaFishAndShito } from './shops/kotokuraba-fish-and-shito.ts';
import { makolaProvisions } from './shops/makola-provisions.ts';
import { northernStarSmocks } from './shops/northern-star-smocks.ts';
import { oguaaHomeCentre } from './shops/oguaa-home-centre.ts';
import { savannahBooks } from './shops/savannah-books.ts';
import { savannahStyles } from './shops/savannah-styles.ts';
import { suameMagazineAutoParts } from './shops/suame-magazine-auto-parts.ts';
import { tamaleSheaAndBeauty } from './shops/tamale-shea-and-beauty.ts';
import { temaGadgets } from './shops/tema-gadgets.ts';

export type { DemoShopDefinition } from './shops/define.ts';

/** The shops in seeding order. The order matters to the journeys: the first is the demo seller
 * (phone, sign-in); the second has the live kente stream, the fourth is the English-speaking
 * seller of the WhatsApp bot journey, the seventh has the jersey stream (demo-activity.ts). */
export const DEMO_SHOPS: readonly DemoShopDefinition[] = [
  amasPhoneHub,
  kofiKenteWeavers,
  northernStarSmocks,
  oguaaHomeCentre,
  abosseyOkaiSpares,
  adwoaFreshFoods,
  goalLineSports,
  bookwormGhana,
  savannahStyles,
  temaGadgets,
  kejetiaAppliances,
  anlogaWoodFurniture,
  makolaProvisions,
  kotokurabaFishAndShito,
  tamaleSheaAndBeauty,
  suameMagazineAutoParts,
  savannahBooks,
  capeCoastEverydayStore,
];

export interface DemoProduct {
  /** The shop's business name (DEMO_SHOPS) and its town: a product is where its shop is. */
  shop: string;
  shopIndex: number;
  location: RegistrationLocation;
  category: Category;
  kind: Kind;
  title: string;
  description: string;
  /** Price in whole cedis (GH₵). */
  cedis: number;
  photos: number;
  /** Drawing hints: the product's colour and look (see shops/define.ts). */
  hue?: number;
  look?: Look;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = DEMO_SHOPS.flatMap((shop, shopIndex) =>
  shop.products.map(({ photos = 1, ...product }) => ({
    shop: shop.businessName,
    shopIndex,
    location: shop.locationSlug,
    category: KIND_CATEGORY[product.kind],
    photos,
    ...product,
  })),
);
