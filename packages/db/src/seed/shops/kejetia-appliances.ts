import { type DemoShopDefinition, item } from './define.ts';

export const kejetiaAppliances: DemoShopDefinition = {
  businessName: 'Kejetia Appliances',
  locationSlug: 'kumasi',
  description: 'Fridges, freezers, fans and air conditioners with warranty, near Kejetia.',
  categories: ['electronics'],
  kinds: [
    'fridge',
    'freezer',
    'fan',
    'air-conditioner',
    'microwave',
    'washing-machine',
    'generator',
  ],
  products: [
    item(
      'fridge',
      'Hisense double door refrigerator, 205L',
      5200,
      'Top freezer, low noise, two-year warranty. Delivery in Kumasi.',
      { photos: 2 },
    ),
    item(
      'fridge',
      'Nasco table-top fridge 90L',
      2100,
      'Small fridge for a room or a shop counter.',
    ),
    item(
      'freezer',
      'Chest freezer 200L (Nasco)',
      3800,
      'Keeps fish and meat frozen through lights-off, up to 40 hours.',
    ),
    item(
      'freezer',
      'Haier Thermocool deep freezer 300L',
      5200,
      'Big deep freezer for shops and cold stores.',
    ),
    item(
      'fan',
      'Binatone rechargeable standing fan',
      780,
      'Runs 6 hours on battery during lights-off. Solar charging supported.',
      { photos: 2 },
    ),
    item(
      'fan',
      'Standing fan, 18 inch (Nasco)',
      450,
      'Strong breeze, three speeds, swings side to side.',
    ),
    item(
      'air-conditioner',
      'Midea 1.5HP split air conditioner',
      5800,
      'Inverter AC, cools a big room. Installation kit included.',
    ),
    item(
      'air-conditioner',
      'Hisense 1HP split AC, inverter',
      5200,
      'Saves power, remote control, two-year warranty.',
    ),
    item('microwave', 'Microwave oven 20L', 850, 'Warms food in minutes, with defrost and timer.'),
    item(
      'washing-machine',
      'LG washing machine, 8kg front load',
      6500,
      'Front loader with quick wash, direct drive motor.',
    ),
    item(
      'generator',
      'Firman SPG3000',
      4800,
      'Firman petrol generator, 2.8 kW, key start. Runs a fridge, fans and TV.',
    ),
  ],
};
