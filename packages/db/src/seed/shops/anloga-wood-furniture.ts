import { type DemoShopDefinition, item } from './define.ts';

export const anlogaWoodFurniture: DemoShopDefinition = {
  businessName: 'Anloga Wood Furniture',
  locationSlug: 'kumasi',
  description: 'Solid wood furniture made by the carpenters of Anloga Junction.',
  categories: ['home'],
  kinds: ['sofa', 'bed', 'chair', 'table', 'wardrobe'],
  products: [
    item(
      'table',
      'Wooden dining set (4 chairs)',
      3800,
      'Solid wawa wood dining table with four chairs, made by Kumasi carpenters.',
      { photos: 2 },
    ),
    item('table', 'Coffee table, mahogany', 750, 'Low table for the hall, varnished mahogany.'),
    item(
      'sofa',
      '3-seater fabric sofa',
      3800,
      'Comfortable foam seats, covers you can remove and wash.',
      { photos: 2 },
    ),
    item('sofa', 'L-shaped sofa, grey', 7800, 'Big corner sofa for the hall, wooden frame inside.'),
    item(
      'bed',
      'Double bed frame, mahogany',
      2600,
      'Strong double bed with headboard. Mattress not included.',
    ),
    item(
      'bed',
      'Queen bed with headboard storage',
      3500,
      'Queen-size bed with shelves in the headboard.',
    ),
    item(
      'chair',
      'Wooden dining chairs (set of 2)',
      520,
      'Extra chairs to match our dining tables.',
    ),
    item('chair', 'Rocking chair, odum wood', 900, 'Hand-carved rocking chair for the veranda.'),
    item(
      'wardrobe',
      '3-door wardrobe with mirror',
      3900,
      'Hanging space, shelves and a full-length mirror.',
    ),
    item(
      'wardrobe',
      "Kids' wardrobe, 2 doors",
      1600,
      'Small wardrobe for a child’s room, painted to order.',
    ),
  ],
};
