import { type DemoShopDefinition, item } from './define.ts';

export const goalLineSports: DemoShopDefinition = {
  businessName: 'Goal Line Sports',
  locationSlug: 'accra',
  description: 'Jerseys, boots, balls and gym equipment.',
  categories: ['sports'],
  kinds: ['football', 'jersey', 'boots', 'dumbbell', 'yoga-mat', 'gloves', 'bicycle'],
  products: [
    item('jersey', 'Black Stars jersey 2026', 250, 'Home jersey of the national team, all sizes.', {
      photos: 3,
      look: 'black-stars',
    }),
    item(
      'jersey',
      'Asante Kotoko home jersey 2025/26',
      180,
      'Porcupine Warriors home jersey, sizes S–XXL.',
      { look: 'plain', hue: 0 },
    ),
    item(
      'jersey',
      'Hearts of Oak jersey 2025/26',
      180,
      'Phobians home jersey, sizes S–XXL. Name and number printing extra.',
      { look: 'plain', hue: 50 },
    ),
    item('football', 'Football, size 5', 180, 'Match-quality football for pitches and parks.'),
    item(
      'football',
      'Nike Flight match ball',
      650,
      'Official-size Nike match ball, holds its shape on hard pitches.',
    ),
    item(
      'boots',
      'Nike Mercurial football boots',
      850,
      'Light boots for firm ground, sizes 39–45.',
      { photos: 2 },
    ),
    item(
      'dumbbell',
      'Dumbbell set, 20kg',
      650,
      'Adjustable dumbbells with rack, for home workouts.',
    ),
    item('yoga-mat', 'Yoga mat', 150, 'Thick non-slip mat with carry strap.'),
    item('gloves', 'Goalkeeper gloves', 130, 'Latex palm gloves with finger protection.'),
    item(
      'bicycle',
      'Bicycle, 26 inch',
      1400,
      'Strong steel-frame bicycle for town and village roads.',
    ),
    item('bicycle', 'Phoenix mountain bike', 1850, 'Phoenix with 21 gears and front suspension.'),
  ],
};
