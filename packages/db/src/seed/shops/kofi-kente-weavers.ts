import { type DemoShopDefinition, item } from './define.ts';

export const kofiKenteWeavers: DemoShopDefinition = {
  businessName: 'Kofi Kente Weavers',
  locationSlug: 'kumasi',
  description: 'Handwoven kente from Bonwire, made to order.',
  categories: ['fashion'],
  kinds: ['kente', 'stole', 'shirt', 'bag', 'sandals'],
  products: [
    item(
      'kente',
      'Kente cloth, full piece (Bonwire, 12 yards)',
      4800,
      "Handwoven men's kente from Bonwire, twelve yards. Colours as shown; made to order in four weeks.",
      { photos: 3 },
    ),
    item(
      'kente',
      'Ladies kente, two pieces (6 + 2 yards)',
      2600,
      'Two-piece kente for ladies: cloth and top. Good for engagements and naming ceremonies.',
    ),
    item(
      'kente',
      'Sika Futuro kente, 6 yards',
      3200,
      'The gold dust pattern, woven in silk-look yarn. Every strip checked before sewing.',
    ),
    item(
      'kente',
      'Fathia Fata Nkrumah kente, 6 yards',
      2200,
      'Classic pattern in gold, green and red, woven by our Bonwire weavers.',
    ),
    item(
      'kente',
      'Couple kente set for weddings',
      7500,
      'Matching kente for bride and groom: 12 yards and 6 + 2 yards, made to order.',
    ),
    item(
      'stole',
      'Kente stole, handwoven (Bonwire)',
      450,
      'Authentic Bonwire kente stole for graduations and weddings. Custom names on request.',
      { photos: 2 },
    ),
    item(
      'stole',
      'Graduation stole with name and year',
      380,
      'Kente stole with your name, school and year woven in. Ready in seven days.',
    ),
    item(
      'shirt',
      'Kente shirt for men, short sleeve',
      420,
      'Cotton shirt with handwoven kente panels. Sizes M–XXL.',
      { look: 'kente' },
    ),
    item(
      'bag',
      'Kente handbag with leather trim',
      280,
      'Small kente handbag for weddings and church, with a zip and a shoulder strap.',
      { look: 'kente' },
    ),
    item(
      'sandals',
      'Ahenema sandals with kente strap',
      220,
      'Leather ahenema sandals made in Kumasi, with a handwoven kente strap.',
      { look: 'kente' },
    ),
  ],
};
