import { type DemoShopDefinition, item } from './define.ts';

/** The WhatsApp bot journey writes as this shop (its number and English are kept). */
export const oguaaHomeCentre: DemoShopDefinition = {
  businessName: 'Oguaa Home Centre',
  locationSlug: 'cape-coast',
  description: 'Household items for every home: kitchen, bedroom and lights-off.',
  categories: ['home'],
  kinds: [
    'pot',
    'blender',
    'kettle',
    'iron',
    'gas-cylinder',
    'cooker',
    'mattress',
    'mosquito-net',
    'lantern',
    'cooler',
  ],
  products: [
    item(
      'cooker',
      'Gas cooker, 4 burners with oven',
      2900,
      'Stainless top, glass lid, oven with grill. Delivery and setup in Cape Coast.',
      { photos: 2 },
    ),
    item(
      'cooker',
      'Table-top gas stove, 2 burners',
      380,
      'Two-burner stove for small kitchens and students. Connects to any cylinder.',
    ),
    item(
      'blender',
      'Kitchen blender 1.5L',
      420,
      'Strong motor for pepper, tomatoes and smoothies. Two jars.',
    ),
    item(
      'blender',
      'Binatone BLG-699',
      520,
      'Binatone with 1.75 litre jar and a mill for dry pepper and ginger.',
    ),
    item(
      'pot',
      'Aluminium cooking pots (5 pieces)',
      380,
      'Heavy local aluminium pots, sizes for soup to jollof for a crowd.',
      { photos: 2 },
    ),
    item(
      'kettle',
      'Electric kettle 1.8L, stainless',
      190,
      'Boils water in three minutes, switches off by itself.',
    ),
    item(
      'iron',
      'Philips dry iron',
      210,
      'Heavy non-stick soleplate; irons kente and cotton smoothly.',
    ),
    item(
      'gas-cylinder',
      'Gas cylinder 14.5kg (empty)',
      850,
      'New LPG cylinder with valve. Refill at any station.',
    ),
    item(
      'mattress',
      'Latex Foam mattress, 8 inch, double',
      1900,
      'Original Latex Foam, firm and cool. Delivered wrapped.',
    ),
    item(
      'mosquito-net',
      'Mosquito net, king size',
      120,
      'Treated mosquito net for a king-size bed. Easy to hang.',
    ),
    item(
      'lantern',
      'Rechargeable LED lantern',
      95,
      'Bright lantern for power cuts, 12 hours of light, USB charging.',
    ),
    item(
      'cooler',
      'Food flask (cooler), 10 litres',
      230,
      'Keeps jollof and banku warm for hours. For parties and funerals.',
    ),
  ],
};
