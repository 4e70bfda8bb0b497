import { type DemoShopDefinition, item } from './define.ts';

export const suameMagazineAutoParts: DemoShopDefinition = {
  businessName: 'Suame Magazine Auto Parts',
  locationSlug: 'kumasi',
  description: 'Parts for cars, trotros and motorbikes from Suame Magazine.',
  categories: ['automotive'],
  kinds: ['tyre', 'battery', 'brake-pad', 'headlight', 'helmet', 'engine-oil'],
  products: [
    item(
      'helmet',
      'Motorbike helmet',
      230,
      'Full-face helmet with clear visor. Safety first for okada riders.',
      { photos: 2 },
    ),
    item(
      'helmet',
      'Half-face helmet with goggles',
      160,
      'Open helmet for motor riders, adjustable strap.',
    ),
    item(
      'tyre',
      'Used tyres 205/55 R16 (pair)',
      700,
      'Home-used tyres with good tread, no patches.',
    ),
    item(
      'tyre',
      'Motorbike tyre 3.00-18 (rear)',
      320,
      'Rear tyre for Royal and Haojue motorbikes.',
    ),
    item(
      'tyre',
      'Bridgestone Dueler 265/65 R17',
      2100,
      'For Prado, Hilux and other 4x4s. New, with fitting.',
    ),
    item(
      'battery',
      'Motorbike battery 12V 9Ah',
      280,
      'Dry battery for motorbikes and tricycles (aboboyaa).',
    ),
    item(
      'brake-pad',
      'Sprinter bus brake pads (front)',
      450,
      'Heavy-duty pads for Mercedes Sprinter trotros.',
      { photos: 2 },
    ),
    item('headlight', 'Nissan Urvan headlight', 650, 'Headlamp for Urvan buses, left or right.'),
    item(
      'engine-oil',
      'Motor oil 20W-50 (5 litres)',
      230,
      'Mineral oil for older engines, trotros and taxis.',
    ),
  ],
};
