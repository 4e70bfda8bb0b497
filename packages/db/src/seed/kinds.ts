// What each demo product is (a short noun a buyer might type), with the category it is listed
// in. A title may name only the brand or model ("Tecno Spark 20 Pro"); its kind says "phone".
// Every kind has a drawing (drawings/*.ts), checked by the type of DRAWINGS and by demo.test.ts.
import type { Category } from '@dwa/domain/enums';

export const KIND_CATEGORY = {
  // Phones and gadgets
  phone: 'electronics',
  earbuds: 'electronics',
  charger: 'electronics',
  'power-bank': 'electronics',
  smartwatch: 'electronics',
  laptop: 'electronics',
  tv: 'electronics',
  speaker: 'electronics',
  'solar-panel': 'electronics',
  // Appliances
  fridge: 'electronics',
  freezer: 'electronics',
  fan: 'electronics',
  'air-conditioner': 'electronics',
  microwave: 'electronics',
  'washing-machine': 'electronics',
  generator: 'electronics',
  // Clothes, cloth and what goes with them
  kente: 'fashion',
  stole: 'fashion',
  fabric: 'fashion',
  dress: 'fashion',
  shirt: 'fashion',
  smock: 'fashion',
  hat: 'fashion',
  sandals: 'fashion',
  bag: 'fashion',
  beads: 'fashion',
  // Kitchen and household
  pot: 'home',
  blender: 'home',
  kettle: 'home',
  iron: 'home',
  'gas-cylinder': 'home',
  cooker: 'home',
  mattress: 'home',
  'mosquito-net': 'home',
  lantern: 'home',
  cooler: 'home',
  // Furniture
  sofa: 'home',
  bed: 'home',
  chair: 'home',
  table: 'home',
  wardrobe: 'home',
  // Car and motorbike parts
  tyre: 'automotive',
  battery: 'automotive',
  'engine-oil': 'automotive',
  'brake-pad': 'automotive',
  headlight: 'automotive',
  helmet: 'automotive',
  // Fresh food
  yam: 'food',
  plantain: 'food',
  tomatoes: 'food',
  pepper: 'food',
  onions: 'food',
  cassava: 'food',
  eggs: 'food',
  fish: 'food',
  // Groceries
  rice: 'food',
  oil: 'food',
  'tomato-paste': 'food',
  gari: 'food',
  milk: 'food',
  'cocoa-drink': 'food',
  sugar: 'food',
  noodles: 'food',
  sardines: 'food',
  shito: 'food',
  // Sports
  football: 'sports',
  jersey: 'sports',
  boots: 'sports',
  dumbbell: 'sports',
  'yoga-mat': 'sports',
  gloves: 'sports',
  bicycle: 'sports',
  // Books
  book: 'books',
  bible: 'books',
  'hymn-book': 'books',
  notebook: 'books',
  // Beauty and everyday things
  'shea-butter': 'general',
  soap: 'general',
  lotion: 'general',
  perfume: 'general',
  hair: 'general',
  watch: 'general',
  umbrella: 'general',
  torch: 'general',
  padlock: 'general',
  clock: 'general',
} as const satisfies Record<string, Category>;

export type Kind = keyof typeof KIND_CATEGORY;
export const KINDS = Object.keys(KIND_CATEGORY) as Kind[];

export const isKind = (value: string): value is Kind => Object.hasOwn(KIND_CATEGORY, value);
