// Demo products: what Ghanaian shops really sell, at believable prices (GH₵).
import type { Category } from '@dwa/domain/enums';

export interface DemoProduct {
  category: Category;
  title: string;
  description: string;
  cedis: number;
}

const p = (category: Category, title: string, cedis: number, description: string): DemoProduct => ({
  category,
  title,
  cedis,
  description,
});

export const DEMO_PRODUCTS: DemoProduct[] = [
  p(
    'electronics',
    'Samsung Galaxy A15 128GB',
    2450,
    'Brand new, sealed in box, one year warranty. Dual SIM, works on all Ghana networks.',
  ),
  p(
    'electronics',
    'iPhone 13 128GB (UK used)',
    5200,
    'Clean UK-used iPhone 13, battery health 88%, Face ID working, with charger.',
  ),
  p(
    'electronics',
    'Tecno Spark 20 Pro',
    1850,
    'Big 6.78" screen, 256GB storage, 5000mAh battery lasts all day.',
  ),
  p(
    'electronics',
    'Oraimo FreePods 4 earbuds',
    320,
    'Noise cancelling wireless earbuds, 35 hours with case. Original Oraimo.',
  ),
  p(
    'electronics',
    'Nasco 32" Smart TV',
    1650,
    'Android smart TV with YouTube and Netflix, wall bracket included.',
  ),
  p(
    'electronics',
    'Binatone rechargeable standing fan',
    780,
    'Runs 6 hours on battery during lights-off. Solar charging supported.',
  ),
  p(
    'electronics',
    'HP EliteBook 840 G5 laptop',
    3400,
    'Core i5 8th gen, 8GB RAM, 256GB SSD. Good for students and office work.',
  ),
  p(
    'electronics',
    'Solar power bank 20000mAh',
    210,
    'Charges phones 4 times. Built-in torch, solar panel for emergencies.',
  ),
  p(
    'electronics',
    'JBL Flip 6 speaker',
    1150,
    'Waterproof Bluetooth speaker with deep bass. Original with receipt.',
  ),
  p(
    'fashion',
    'Kente stole, handwoven (Bonwire)',
    450,
    'Authentic Bonwire kente stole for graduations and weddings. Custom names on request.',
  ),
  p(
    'fashion',
    'Ankara wrap dress',
    280,
    'Made-to-measure Ankara wrap dress, vibrant wax print, sizes 8–20.',
  ),
  p(
    'fashion',
    "Men's smock (fugu), Tamale",
    520,
    'Traditional northern smock, handwoven strip cloth, sizes M–XXL.',
  ),
  p(
    'fashion',
    'Ahenema sandals',
    190,
    'Leather ahenema sandals made in Kumasi. Comfortable and classic.',
  ),
  p(
    'fashion',
    'Batik shirt for men',
    160,
    'Hand-dyed batik shirt, cotton, short sleeves. Friday wear sorted.',
  ),
  p(
    'fashion',
    'Beaded waist and wrist set',
    85,
    'Krobo glass beads, handmade. Colours to match your outfit.',
  ),
  p('fashion', "Children's school sandals", 95, 'Strong black school sandals, sizes 28–38.'),
  p(
    'fashion',
    "Ladies' handbag, leather",
    350,
    'Genuine leather handbag with inner zip pockets. Brown and black.',
  ),
  p(
    'fashion',
    'Wax print fabric, 6 yards',
    240,
    'Quality wax print, full piece of six yards. Many designs available.',
  ),
  p(
    'home',
    'Gas cooker, 4 burners with oven',
    2900,
    'Stainless top, glass lid, oven with grill. Delivery and setup in Accra.',
  ),
  p(
    'home',
    'Kitchen blender 1.5L',
    420,
    'Strong motor for pepper, tomatoes and smoothies. Two jars.',
  ),
  p(
    'home',
    'Mosquito net, king size',
    120,
    'Treated mosquito net for king-size bed. Easy to hang.',
  ),
  p(
    'home',
    'Wooden dining set (4 chairs)',
    3800,
    'Solid wawa wood dining table with four chairs, made by Kumasi carpenters.',
  ),
  p(
    'home',
    'Plastic storage drums (set of 3)',
    150,
    'Food-grade storage drums with lids for water, rice and gari.',
  ),
  p(
    'home',
    'Foam mattress, 6 inch, queen',
    1350,
    'High-density foam mattress, quilted cover. Good for the back.',
  ),
  p(
    'home',
    'Aluminium cooking pots (5 pieces)',
    380,
    'Heavy local aluminium pots, sizes for soup to jollof for a crowd.',
  ),
  p(
    'home',
    'Rechargeable LED lantern',
    95,
    'Bright lantern for power cuts, 12 hours light, USB charging.',
  ),
  p(
    'home',
    'Asanka and tapoli (clay grinding bowl)',
    45,
    'Traditional earthenware grinding bowl with wooden pestle.',
  ),
  p(
    'automotive',
    'Toyota Corolla brake pads (front)',
    260,
    'Quality front brake pads for Corolla 2009–2018. Fitting available at Abossey Okai.',
  ),
  p(
    'automotive',
    'Car battery 75Ah',
    1250,
    'Maintenance-free battery, 12 months warranty. Free installation in Kumasi.',
  ),
  p(
    'automotive',
    'Motorbike helmet',
    230,
    'Full-face helmet with clear visor. Safety first for okada riders.',
  ),
  p(
    'automotive',
    'Engine oil 5W-30 (4 litres)',
    340,
    'Fully synthetic engine oil for petrol engines. Original, not fake.',
  ),
  p(
    'automotive',
    'Car phone holder and charger',
    110,
    'Dashboard holder with fast USB charger, fits all phones.',
  ),
  p(
    'automotive',
    'Tyre 195/65 R15',
    950,
    'New tyre, good grip for rainy season. Fitting and balancing included.',
  ),
  p(
    'automotive',
    'Car seat covers (full set)',
    480,
    'Leather-look seat covers, easy to clean, fits most saloon cars.',
  ),
  p(
    'automotive',
    'Bicycle, 26 inch',
    1400,
    'Strong steel-frame bicycle for town and village roads.',
  ),
  p(
    'food',
    'Shito, extra hot (500ml)',
    55,
    'Homemade black pepper sauce with dried fish and shrimp. No preservatives.',
  ),
  p(
    'food',
    'Gari, Ijebu style (5kg)',
    70,
    'Crispy, well-roasted gari. Perfect for soakings and eba.',
  ),
  p('food', 'Jasmine rice (25kg bag)', 720, 'Long-grain fragrant rice, full 25kg bag.'),
  p(
    'food',
    'Fresh tilapia (1kg), Volta',
    95,
    'Fresh Volta lake tilapia, cleaned on request. Same-day delivery in Accra.',
  ),
  p(
    'food',
    'Kenkey (Ga), 10 balls',
    60,
    'Fresh Ga kenkey wrapped in corn husk. Order before 10am.',
  ),
  p(
    'food',
    'Shea butter, raw (1kg)',
    80,
    "Unrefined shea butter from Tamale women's cooperatives.",
  ),
  p('food', 'Palm oil, red (4 litres)', 110, 'Pure zomi palm oil for light soup and red red.'),
  p('food', 'Groundnut paste (1kg)', 65, 'Smooth roasted groundnut paste for groundnut soup.'),
  p('food', 'Honey, pure (1 litre)', 120, 'Forest honey from Brong Ahafo, no sugar added.'),
  p('sports', 'Black Stars jersey 2026', 250, 'Home jersey of the national team, all sizes.'),
  p('sports', 'Football, size 5', 180, 'Match-quality football for pitches and parks.'),
  p('sports', 'Dumbbell set, 20kg', 650, 'Adjustable dumbbells with rack, for home workouts.'),
  p('sports', 'Running shoes', 420, 'Light running shoes with good grip. Sizes 39–46.'),
  p('sports', 'Skipping rope and resistance bands', 90, 'Home fitness starter pack.'),
  p('sports', 'Table tennis bats and balls', 160, 'Two bats, three balls and a net set.'),
  p('sports', 'Goalkeeper gloves', 130, 'Latex palm gloves, finger protection.'),
  p('sports', 'Yoga mat', 150, 'Thick non-slip mat with carry strap.'),
  p(
    'books',
    'BECE past questions (all subjects)',
    85,
    'Past questions and answers 2010–2025 for JHS students.',
  ),
  p(
    'books',
    'WASSCE Core Maths guide',
    95,
    'Worked solutions and practice papers for WASSCE core mathematics.',
  ),
  p('books', 'Things Fall Apart (paperback)', 70, "Chinua Achebe's classic, new copy."),
  p(
    'books',
    'Twi–English dictionary',
    110,
    'Asante Twi to English dictionary with pronunciation notes.',
  ),
  p(
    'books',
    "Children's storybooks (set of 5)",
    120,
    'Ananse stories for ages 5–10, colourful pictures.',
  ),
  p('books', 'Bible, NKJV large print', 150, 'Large-print Bible, leather cover.'),
  p(
    'books',
    'Bookkeeping for small business',
    80,
    'Simple guide to records, stock and mobile money for traders.',
  ),
  p(
    'books',
    'Nursing exam revision notes',
    130,
    'Licensing exam revision for nursing and midwifery students.',
  ),
];
