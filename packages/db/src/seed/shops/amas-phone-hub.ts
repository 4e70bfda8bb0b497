import { type DemoShopDefinition, item } from './define.ts';

/** The demo seller the journeys sign in as (DEMO_SELLER_PHONE). */
export const amasPhoneHub: DemoShopDefinition = {
  businessName: "Ama's Phone Hub",
  locationSlug: 'accra',
  description: 'Phones and accessories at Circle. Genuine products, fair prices.',
  categories: ['electronics'],
  kinds: ['phone', 'earbuds', 'charger', 'power-bank', 'smartwatch'],
  products: [
    item(
      'phone',
      'Samsung Galaxy A15 128GB',
      2450,
      'Brand new, sealed in box, one year warranty. Dual SIM, works on all Ghana networks.',
      { photos: 3 },
    ),
    item(
      'phone',
      'iPhone 13 128GB (UK used)',
      5200,
      'Clean UK-used iPhone 13, battery health 88%, Face ID working, with charger.',
      { photos: 2 },
    ),
    item(
      'phone',
      'Tecno Spark 20 Pro',
      1850,
      'Big 6.78" screen, 256GB storage, 5000mAh battery lasts all day.',
    ),
    item(
      'phone',
      'Infinix Hot 40i 128GB',
      1550,
      'Brand new with free case and screen guard. 50MP camera, 5000mAh battery.',
    ),
    item(
      'phone',
      'itel A70 smartphone, 64GB',
      890,
      'Affordable Android phone for parents and students. Big battery, dual SIM.',
    ),
    item(
      'phone',
      'Tecno Camon 30 5G',
      3350,
      'Sealed Camon 30 with 256GB storage and a 50MP selfie camera. One year warranty.',
    ),
    item(
      'phone',
      'Samsung Galaxy S23 Ultra 256GB (UK used)',
      9800,
      'Very clean S23 Ultra with S Pen, no scratches, battery health 91%.',
    ),
    item(
      'phone',
      'Nokia 105 button phone',
      260,
      'Long battery, FM radio and torch. Good as a second phone.',
      { look: 'keypad' },
    ),
    item(
      'earbuds',
      'Oraimo FreePods 4 earbuds',
      320,
      'Noise cancelling wireless earbuds, 35 hours with case. Original Oraimo.',
      { photos: 2 },
    ),
    item(
      'earbuds',
      'Apple AirPods Pro (2nd generation)',
      2900,
      'Original AirPods Pro 2 with USB-C case. Noise cancelling, sealed in box.',
    ),
    item(
      'power-bank',
      'Oraimo Traveler 20000mAh power bank',
      280,
      'Charges a phone four to five times. Fast charging, two USB ports and Type-C.',
    ),
    item(
      'charger',
      'Samsung 25W fast charger with Type-C cable',
      180,
      'Original Samsung adapter with a three-pin plug and 1 m cable.',
    ),
    item(
      'smartwatch',
      'Oraimo Watch 2 Pro',
      450,
      'Take calls from your wrist, heart rate and steps, 10 days on one charge.',
    ),
  ],
};
