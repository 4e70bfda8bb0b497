import { type DemoShopDefinition, item } from './define.ts';

export const northernStarSmocks: DemoShopDefinition = {
  businessName: 'Northern Star Smocks',
  locationSlug: 'tamale',
  description: 'Batakari smocks and fugu caps, woven in Tamale and Daboya.',
  categories: ['fashion'],
  kinds: ['smock', 'hat', 'bag'],
  products: [
    item(
      'smock',
      "Men's smock (fugu), Tamale",
      520,
      'Traditional northern smock, handwoven strip cloth, sizes M–XXL.',
      { photos: 3 },
    ),
    item(
      'smock',
      'Batakari, long, with embroidered neck',
      780,
      'Long batakari down to the knee, hand-embroidered neck. Made in Tamale.',
    ),
    item(
      'smock',
      'Festival smock, heavy (yensichi)',
      1650,
      'Heavy smock for chiefs, festivals and weddings, with many folds.',
    ),
    item(
      'smock',
      'Daboya smock, indigo stripes',
      680,
      'Dyed and woven in Daboya: indigo and white stripes.',
      { photos: 2 },
    ),
    item(
      'smock',
      'Ladies batakari top',
      350,
      'Short smock top for ladies, fits over jeans or a skirt.',
    ),
    item(
      'smock',
      "Children's smock, ages 3–10",
      220,
      'Small smock for children, for Independence Day and school cultural days.',
    ),
    item('hat', 'Fugu cap, handwoven', 90, 'Northern cap to match your smock. One size.'),
    item('hat', "Chief's red cap", 150, 'Red northern cap, the kind worn by chiefs and elders.'),
    item(
      'bag',
      'Tamale leather shoulder bag',
      300,
      'Goat leather bag made by Tamale leatherworkers, with a strong strap.',
    ),
  ],
};
