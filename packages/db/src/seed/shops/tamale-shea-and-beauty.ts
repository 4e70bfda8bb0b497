import { type DemoShopDefinition, item } from './define.ts';

export const tamaleSheaAndBeauty: DemoShopDefinition = {
  businessName: 'Tamale Shea & Beauty',
  locationSlug: 'tamale',
  description: "Pure shea butter from women's cooperatives, black soap, hair and beauty.",
  categories: ['general'],
  kinds: ['shea-butter', 'soap', 'lotion', 'perfume', 'hair'],
  products: [
    item(
      'shea-butter',
      'Shea butter, raw (1kg)',
      80,
      "Unrefined shea butter from Tamale women's cooperatives.",
      { photos: 2 },
    ),
    item(
      'shea-butter',
      'Whipped shea butter with coconut oil, 250g',
      65,
      'Soft body butter for dry skin and hair.',
    ),
    item(
      'soap',
      'African black soap (alata samina), 1 kg',
      60,
      'Traditional black soap made with plantain skin ash and shea butter.',
      { photos: 2 },
    ),
    item('soap', 'Shea butter soap bars, pack of 6', 70, 'Gentle soap bars for the whole family.'),
    item('lotion', 'Cocoa butter body lotion, 500ml', 55, 'Body lotion with Ghana cocoa butter.'),
    item(
      'lotion',
      'Nivea Cocoa Butter 400ml',
      85,
      'Nivea with cocoa butter, for 48 hours of moisture.',
    ),
    item(
      'perfume',
      'Arabian oud perfume, 100ml',
      280,
      'Long-lasting oud perfume for men and women.',
    ),
    item('perfume', 'Lattafa Asad, 100ml', 450, 'Original Lattafa eau de parfum, sealed.'),
    item(
      'hair',
      'X-pression braiding hair (pack of 5)',
      95,
      'Pre-stretched braiding hair, colours 1B, 2 and 4.',
    ),
    item('hair', 'Human hair wig, 16 inch, straight', 1500, 'Soft human hair wig with lace front.'),
  ],
};
