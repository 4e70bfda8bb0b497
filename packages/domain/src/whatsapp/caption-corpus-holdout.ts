// Held-out captions: written and judged after the parser's rules were (decision 030), by someone
// who had not read the rules' word lists, and never used to change them. The main corpus scores
// what the rules were built on; this one estimates how they do on captions they have not seen.
// A miss here is fixed by a rule that is right in general, never by a word added for this row;
// once a row has been used that way it moves to the main corpus and a new one takes its place.
import { type CorpusCaption, type CorpusRow, corpusOf } from './caption-corpus.ts';

const en: CorpusRow[] = [
  [
    'Tecno Camon 20 Pro, 256GB, 2 months used. GHS 2,300',
    ['Tecno Camon 20 Pro', 'Tecno Camon 20 Pro, 256GB'],
    230_000,
    'electronics',
  ],
  [
    'Ladies handbag (brown leather)\nGH₵ 180\nDM to order',
    ['Ladies handbag (brown leather)', 'Ladies handbag'],
    18_000,
    'fashion',
  ],
  [
    'Gas cooker 4 burner with oven 🔥 going for 2.5k',
    ['Gas cooker 4 burner with oven', 'Gas cooker 4 burner'],
    250_000,
    'home',
  ],
  ['Fresh eggs, one crate - 75 cedis', ['Fresh eggs, one crate', 'Fresh eggs'], 7_500, 'food'],
  [
    'Toyota Corolla 2012 side mirror, original. 450 ghc',
    ['Toyota Corolla 2012 side mirror', 'Toyota Corolla 2012 side mirror, original'],
    45_000,
    'automotive',
  ],
  [
    'Adidas football boots size 43\nPrice: GHS 350',
    ['Adidas football boots size 43', 'Adidas football boots'],
    35_000,
    'sports',
  ],
  [
    'WASSCE Core Maths past questions 2015-2024 booklet, 40 cedis',
    ['WASSCE Core Maths past questions 2015-2024 booklet', 'WASSCE Core Maths past questions'],
    4_000,
    'books',
  ],
  [
    'Samsung 55 inch smart TV\nBrand new\nGH₵ 6,500 or nearest offer',
    ['Samsung 55 inch smart TV'],
    650_000,
    'electronics',
  ],
  [
    'Queen size mattress, Latex foam',
    ['Queen size mattress', 'Queen size mattress, Latex foam'],
    'missing',
    'home',
  ],
  ['Men shirts GHS 80 - GHS 120 depending on size', ['Men shirts'], 'range', 'fashion'],
  ['Good morning my people 🙏', [], 'missing', 'general'],
  ['GHS 95', [], 9_500, 'general'],
];

const tw: CorpusRow[] = [
  [
    'Kente ntoma a wɔanwene no foforɔ, yaadi 12. Ne boɔ yɛ sidi 1,800',
    ['Kente ntoma a wɔanwene no foforɔ', 'Kente ntoma'],
    180_000,
    'fashion',
  ],
  ['Bayerɛ pa bi wɔ hɔ, bag kɛseɛ GHS 250', ['Bayerɛ pa', 'Bayerɛ'], 25_000, 'food'],
  [
    'Me wɔ iPhone 11 a ɛyɛ fɛ, 128GB. Boɔ: Ghc 2,900',
    ['iPhone 11', 'iPhone 11 a ɛyɛ fɛ, 128GB', 'iPhone 11 a ɛyɛ fɛ'],
    290_000,
    'electronics',
  ],
  [
    'Akonnwa dua 6 ne ɛpono, sika yɛ 2,200 cedis',
    ['Akonnwa dua 6 ne ɛpono', 'Akonnwa dua 6'],
    220_000,
    'home',
  ],
  ['Nkatenkwan ne shito, bottle biara GHS 35', ['Nkatenkwan ne shito'], 3_500, 'food'],
  ['Mpaboa foforɔ, size 40 kɔsi 44. Ghc 150', ['Mpaboa foforɔ', 'Mpaboa'], 15_000, 'fashion'],
  [
    'Nwoma: Things Fall Apart. Boɔ yɛ 60',
    ['Things Fall Apart', 'Nwoma: Things Fall Apart'],
    6_000,
    'books',
  ],
  [
    'Laptop HP ProBook, ɛyɛ adwuma yie',
    ['Laptop HP ProBook', 'HP ProBook'],
    'missing',
    'electronics',
  ],
];

const pidgin: CorpusRow[] = [
  [
    'Original Nike sneakers dey, size 42. Na GHS 420 last price',
    ['Original Nike sneakers', 'Nike sneakers'],
    42_000,
    'fashion',
  ],
  ['Chale, fresh tilapia dey for 60 cedis per kilo', ['Fresh tilapia'], 6_000, 'food'],
  [
    'Infinix Hot 30 wey still dey box, 1,500 ghc no stress',
    ['Infinix Hot 30'],
    150_000,
    'electronics',
  ],
  [
    'Dining table with 4 chairs, e neat well well. Price na 3k',
    ['Dining table with 4 chairs'],
    300_000,
    'home',
  ],
  [
    'Car battery 75Ah, e dey strong. GHS 900',
    ['Car battery 75Ah', 'Car battery'],
    90_000,
    'automotive',
  ],
  [
    'Dumbbells 2 x 10kg, make you holla. 300 cedis',
    ['Dumbbells 2 x 10kg', 'Dumbbells'],
    30_000,
    'sports',
  ],
  [
    'Abeg who want wig? Human hair bone straight 20 inches',
    ['Human hair bone straight 20 inches', 'Human hair bone straight wig'],
    'missing',
    'fashion',
  ],
  [
    'Rice cooker 1.8L, e dey work fine fine. GHS 200 or 250 with the steamer',
    ['Rice cooker 1.8L', 'Rice cooker'],
    'range',
    'home',
  ],
];

const mixed: CorpusRow[] = [
  [
    'Smock (fugu) from Tamale, ɛyɛ fɛ paa. GHS 320',
    ['Smock (fugu) from Tamale', 'Smock (fugu)', 'Smock'],
    32_000,
    'fashion',
  ],
  [
    'Bluetooth speaker JBL Charge 5, e dey bang 🔊 1,100 cedis',
    ['Bluetooth speaker JBL Charge 5', 'JBL Charge 5'],
    110_000,
    'electronics',
  ],
  [
    'Plantain (brodeɛ) bunch, fresh from Techiman, Ghc 45 only',
    ['Plantain (brodeɛ) bunch', 'Plantain bunch', 'Plantain'],
    4_500,
    'food',
  ],
  [
    'Bicycle for kids, 16 inch. Me tɔn no 550',
    ['Bicycle for kids, 16 inch', 'Bicycle for kids'],
    55_000,
    'sports',
  ],
  [
    'Curtains 2 pairs, wɔ colour ahodoɔ. GH₵ 280 per pair',
    ['Curtains 2 pairs', 'Curtains'],
    28_000,
    'home',
  ],
  [
    'Engine oil 5W-30 Total Quartz 4L, 320 ghs',
    ['Engine oil 5W-30 Total Quartz 4L', 'Engine oil 5W-30 Total Quartz', 'Total Quartz 4L'],
    32_000,
    'automotive',
  ],
  [
    'Bible (NIV) hard cover, abeg 90 cedis',
    ['Bible (NIV) hard cover', 'Bible (NIV)'],
    9_000,
    'books',
  ],
  [
    'Ankara fabric 6 yards, wax print. 150-200',
    ['Ankara fabric 6 yards', 'Ankara fabric 6 yards, wax print'],
    'range',
    'fashion',
  ],
];

export const HOLDOUT_CAPTIONS: readonly CorpusCaption[] = [
  ...corpusOf('en', en),
  ...corpusOf('tw', tw),
  ...corpusOf('pidgin', pidgin),
  ...corpusOf('mixed', mixed),
];
