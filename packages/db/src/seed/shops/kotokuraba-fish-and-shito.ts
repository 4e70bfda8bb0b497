import { type DemoShopDefinition, item } from './define.ts';

export const kotokurabaFishAndShito: DemoShopDefinition = {
  businessName: 'Kotokuraba Fish & Shito',
  locationSlug: 'cape-coast',
  description: 'Fresh and smoked fish from Cape Coast fishermen, and our own shito.',
  categories: ['food'],
  kinds: ['fish', 'shito'],
  products: [
    item(
      'shito',
      'Shito, extra hot (500ml)',
      55,
      'Homemade black pepper sauce with dried fish and shrimp. No preservatives.',
      { photos: 2 },
    ),
    item(
      'shito',
      'Mild shito with prawns, 1 litre',
      95,
      'Less pepper, more prawns. Good with kenkey and rice.',
    ),
    item(
      'fish',
      'Fresh red fish (1 kg), morning catch',
      90,
      'Red fish landed at the beach this morning, cleaned on request.',
      { hue: 8 },
    ),
    item(
      'fish',
      'Fresh tilapia (1 kg)',
      95,
      'Fresh tilapia, cleaned on request. Same-day delivery in Cape Coast.',
      { photos: 2, hue: 200 },
    ),
    item('fish', 'Fresh tuna, whole (3 kg)', 180, 'Whole tuna for soup and grilling.', {
      hue: 215,
    }),
    item(
      'fish',
      'Smoked herrings, 1 basket',
      150,
      'Smoked herrings (kpanla) for stew and palava sauce.',
      { hue: 30 },
    ),
    item(
      'fish',
      'Frozen horse mackerel, 10 kg box',
      520,
      'Box of frozen horse mackerel (kpanla) for shops and chop bars.',
      { hue: 205 },
    ),
    item(
      'fish',
      'Dried anchovies (keta school boys), 1 kg',
      80,
      'Small dried fish for shito, soup and kontomire stew.',
      { hue: 40 },
    ),
  ],
};
