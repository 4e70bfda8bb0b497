import { type DemoShopDefinition, item } from './define.ts';

export const adwoaFreshFoods: DemoShopDefinition = {
  businessName: 'Adwoa Fresh Foods',
  locationSlug: 'kumasi',
  description: 'Fresh foodstuff from Kejetia market, packed and delivered in Kumasi.',
  categories: ['food'],
  kinds: ['yam', 'plantain', 'tomatoes', 'pepper', 'onions', 'cassava', 'eggs'],
  products: [
    item(
      'yam',
      'Puna yam, 3 big tubers',
      150,
      'Fresh puna yam from Kintampo, good for ampesi and fufu.',
      { photos: 2 },
    ),
    item('yam', 'Water yam, 2 tubers', 90, 'Water yam for yam porridge (mpotompoto).'),
    item('plantain', 'Apem plantain, big bunch', 120, 'Unripe apem plantain for fufu and ampesi.', {
      photos: 2,
      hue: 100,
    }),
    item(
      'plantain',
      'Ripe plantain (10 fingers)',
      75,
      'Sweet ripe plantain for kelewele and red red.',
      { hue: 30 },
    ),
    item(
      'tomatoes',
      'Fresh tomatoes, small basket',
      150,
      'Firm tomatoes from Techiman, good for stew and jollof.',
    ),
    item(
      'tomatoes',
      'Tomatoes, wholesale crate',
      850,
      'Full crate of tomatoes for chop bars and caterers. Order a day before.',
    ),
    item('pepper', 'Red chilli pepper, 1 kg', 45, 'Hot red pepper for shito and soup.'),
    item('onions', 'Red onions, 5 kg bag', 120, 'Dry red onions that keep for weeks.'),
    item(
      'cassava',
      'Fresh cassava, 5 tubers',
      50,
      'Fresh cassava for fufu and kokonte, harvested this week.',
    ),
    item('eggs', 'Crate of eggs (30)', 75, 'Fresh eggs from a farm in Ejisu, large size.'),
  ],
};
