import { type DemoShopDefinition, item } from './define.ts';

export const capeCoastEverydayStore: DemoShopDefinition = {
  businessName: 'Cape Coast Everyday Store',
  locationSlug: 'cape-coast',
  description: 'Watches, umbrellas, torches, padlocks and clocks: the small things you need.',
  categories: ['general'],
  kinds: ['watch', 'umbrella', 'torch', 'padlock', 'clock'],
  products: [
    item(
      'watch',
      'Casio wristwatch, stainless',
      450,
      'Original Casio, water resistant, one year warranty.',
      { photos: 2 },
    ),
    item('watch', 'Casio MTP-1302', 380, 'Classic Casio with date, steel strap.'),
    item('watch', "Ladies' gold-colour watch", 220, 'Slim ladies watch with a bracelet strap.'),
    item(
      'umbrella',
      'Big umbrella, double canopy',
      80,
      'Strong umbrella that does not turn over in the wind.',
      { photos: 2 },
    ),
    item('umbrella', 'Foldable umbrella', 45, 'Small umbrella for your bag.'),
    item(
      'torch',
      'Rechargeable torch light, LED',
      60,
      'Bright LED torch, charges from any phone charger.',
    ),
    item('torch', 'Tiger Head torch', 35, 'The old faithful, uses three big batteries.'),
    item('padlock', 'Padlock, heavy duty 60mm', 55, 'Hardened steel padlock with three keys.'),
    item(
      'clock',
      'Wall clock, quiet sweep, 30 cm',
      90,
      'Silent wall clock for the hall or classroom.',
    ),
  ],
};
