import { type DemoShopDefinition, item } from './define.ts';

export const bookwormGhana: DemoShopDefinition = {
  businessName: 'Bookworm Ghana',
  locationSlug: 'cape-coast',
  description: 'Books for school, church and leisure.',
  categories: ['books'],
  kinds: ['book', 'bible', 'hymn-book', 'notebook'],
  products: [
    item(
      'book',
      'BECE past questions (all subjects)',
      85,
      'Past questions and answers 2010–2025 for JHS students.',
      { photos: 2 },
    ),
    item(
      'book',
      'WASSCE Core Maths guide',
      95,
      'Worked solutions and practice papers for WASSCE core mathematics.',
    ),
    item(
      'book',
      'WAEC past questions, Integrated Science (2015–2025)',
      60,
      'Objective and theory questions with answers for SHS students.',
    ),
    item('book', 'Things Fall Apart (paperback)', 70, "Chinua Achebe's classic, new copy."),
    item(
      'book',
      'Twi–English dictionary',
      110,
      'Asante Twi to English dictionary with pronunciation notes.',
    ),
    item(
      'book',
      "Children's storybooks (set of 5)",
      120,
      'Ananse stories for ages 5–10, colourful pictures.',
    ),
    item('bible', 'Bible, NKJV large print', 150, 'Large-print Bible, leather cover.', {
      photos: 2,
    }),
    item('bible', 'Asante Twi Bible', 120, 'Bible Society of Ghana Twi Bible, hard cover.'),
    item(
      'hymn-book',
      'Methodist Hymn Book (MHB)',
      90,
      'Hymn book with tonic solfa, for Methodist members.',
    ),
    item('hymn-book', 'Presby Twi hymn book', 70, 'Presbyterian Twi hymns, pocket size.'),
    item(
      'notebook',
      'Exercise books, 40 leaves (pack of 12)',
      60,
      'Ruled exercise books for school, pack of twelve.',
    ),
  ],
};
