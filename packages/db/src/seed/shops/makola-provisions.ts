import { type DemoShopDefinition, item } from './define.ts';

export const makolaProvisions: DemoShopDefinition = {
  businessName: 'Makola Provisions',
  locationSlug: 'accra',
  description: 'Rice, oil, tins and drinks at wholesale prices from Makola.',
  categories: ['food'],
  kinds: [
    'rice',
    'oil',
    'tomato-paste',
    'gari',
    'milk',
    'cocoa-drink',
    'sugar',
    'noodles',
    'sardines',
  ],
  products: [
    item(
      'rice',
      'Royal Aroma perfumed rice (25 kg)',
      760,
      'Thai fragrant rice, full 25 kg bag. Delivery in Accra.',
      { photos: 2 },
    ),
    item('rice', 'Jasmine rice (25kg bag)', 690, 'Long-grain fragrant rice, full 25kg bag.'),
    item('rice', 'Local brown rice, 5kg', 120, 'Ghana-grown brown rice from Hohoe, stone-free.'),
    item('oil', 'Frytol vegetable oil, 3 litres', 135, 'Frytol cooking oil, cholesterol free.', {
      hue: 48,
    }),
    item('oil', 'Palm oil, red (4 litres)', 110, 'Pure zomi palm oil for light soup and red red.', {
      hue: 8,
      photos: 2,
    }),
    item(
      'tomato-paste',
      'Gino tomato paste, 400g × 12 tins',
      240,
      'Gino double concentrate, carton of twelve tins.',
    ),
    item('gari', 'Kivo gari (1 kg)', 28, 'Kivo gari, clean and crispy for soakings and eba.'),
    item('milk', 'Ideal milk, carton of 48 tins', 540, 'Ideal evaporated milk, 160 g tins.', {
      hue: 215,
    }),
    item('milk', 'Nido full cream milk powder, 900g', 220, 'Nido powdered milk in a tin.', {
      hue: 45,
    }),
    item('cocoa-drink', 'Milo 400g tin', 75, 'Nestlé Milo chocolate malt drink.', { hue: 135 }),
    item('sugar', 'Sugar cubes, 500g box', 30, 'White sugar cubes for tea and Milo.'),
    item('noodles', 'Indomie noodles, carton of 40', 230, 'Indomie chicken flavour, 70 g packs.', {
      hue: 48,
    }),
    item(
      'sardines',
      'Titus sardines, 12 tins',
      216,
      'Titus sardines in vegetable oil, 125 g tins.',
    ),
  ],
};
