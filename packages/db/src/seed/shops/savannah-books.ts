import { type DemoShopDefinition, item } from './define.ts';

export const savannahBooks: DemoShopDefinition = {
  businessName: 'Savannah Books & Stationery',
  locationSlug: 'tamale',
  description: 'School books, holy books and stationery near Tamale Central Mosque.',
  categories: ['books'],
  kinds: ['book', 'bible', 'notebook'],
  products: [
    item(
      'book',
      'The Holy Quran, Arabic and English',
      150,
      'Hard cover Quran with English translation.',
      { photos: 2 },
    ),
    item('book', 'JHS English textbook, Basic 7', 65, 'Approved English textbook for Basic 7.'),
    item(
      'book',
      'Primary 4 workbook set (all subjects)',
      140,
      'Workbooks for maths, English, science and Ghanaian language.',
    ),
    item(
      'book',
      'Dagbani–English dictionary',
      90,
      'Dagbani words with English meanings and examples.',
    ),
    item('bible', 'Good News Bible, paperback', 70, 'Easy-to-read Bible in today’s English.'),
    item(
      'notebook',
      'Hard-cover notebooks A4 (pack of 5)',
      75,
      'Strong notebooks for SHS and university notes.',
      { photos: 2 },
    ),
    item(
      'notebook',
      'Drawing books with crayons',
      45,
      'Drawing books and a box of crayons for pupils.',
    ),
  ],
};
