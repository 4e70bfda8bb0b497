import { type DemoShopDefinition, item } from './define.ts';

export const temaGadgets: DemoShopDefinition = {
  businessName: 'Tema Gadgets',
  locationSlug: 'accra',
  description: 'Laptops, TVs, speakers and solar at Tema Community 1.',
  categories: ['electronics'],
  kinds: ['laptop', 'tv', 'speaker', 'solar-panel'],
  products: [
    item(
      'laptop',
      'HP EliteBook 840 G5 laptop',
      3400,
      'Core i5 8th gen, 8GB RAM, 256GB SSD. Good for students and office work.',
      { photos: 2 },
    ),
    item(
      'laptop',
      'Dell Latitude 5490',
      2900,
      'Core i5, 8GB RAM, 500GB. UK used, clean, with charger.',
    ),
    item(
      'laptop',
      'MacBook Air M1 (UK used)',
      6800,
      '8GB RAM, 256GB, battery cycle count under 200.',
    ),
    item(
      'tv',
      'Nasco 32" Smart TV',
      1650,
      'Android smart TV with YouTube and Netflix, wall bracket included.',
      { photos: 2 },
    ),
    item(
      'tv',
      'Hisense 43" 4K Smart TV',
      4200,
      'Hisense 4K UHD with the Vidaa system, two-year warranty.',
    ),
    item(
      'tv',
      'Samsung Crystal UHD 55"',
      7800,
      'Samsung 55 inch 4K, slim design. Delivery in Accra and Tema.',
    ),
    item(
      'speaker',
      'JBL Flip 6 speaker',
      1150,
      'Waterproof Bluetooth speaker with deep bass. Original with receipt.',
    ),
    item(
      'speaker',
      'Bluetooth speaker with FM radio',
      180,
      'Small rechargeable speaker with radio, USB and memory card.',
    ),
    item('speaker', 'Sony SRS-XB13', 650, 'Pocket size, extra bass, waterproof. Original Sony.'),
    item(
      'solar-panel',
      'Solar panel 300W mono',
      1200,
      'Monocrystalline panel for home systems. Installation available.',
    ),
    item(
      'solar-panel',
      'Solar home kit: 100W panel, battery and 4 bulbs',
      1900,
      'Light your house through lights-off: panel, battery, 4 bulbs and phone charging.',
    ),
  ],
};
