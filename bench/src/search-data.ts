// Generated marketplace data for the search benchmark: a few thousand sellers and a million
// products whose titles and descriptions use the words Ghanaian buyers and sellers use. Loaded by
// SQL (generate_series over small vocabulary tables) so the database does the work: no million
// round trips, no million-row file.
import type { Db } from '@dwa/db/client';
import { sql } from 'drizzle-orm';

/** Base titles per category, with a price range in cedis. */
export const ITEMS: Record<string, [title: string, minCedis: number, maxCedis: number][]> = {
  electronics: [
    ['iPhone 13 Pro Max 256GB', 6500, 9000],
    ['iPhone 12 128GB', 4200, 6000],
    ['iPhone 11 64GB', 3000, 4200],
    ['iPhone XR', 2000, 2800],
    ['Samsung Galaxy A14 phone', 1400, 1900],
    ['Samsung Galaxy S22 Ultra', 7000, 9500],
    ['Tecno Spark 10 phone', 1100, 1500],
    ['Tecno Camon 20 Pro', 2000, 2600],
    ['Infinix Hot 30 phone', 1200, 1700],
    ['Itel A70 phone', 700, 950],
    ['Nokia 105 button phone', 180, 260],
    ['HP EliteBook laptop 8GB RAM', 3500, 5200],
    ['Dell Latitude laptop core i5', 3200, 4800],
    ['MacBook Air M1', 9000, 12000],
    ['Oraimo power bank 20000mAh', 180, 300],
    ['Oraimo earbuds FreePods', 250, 420],
    ['Bluetooth speaker JBL', 600, 1500],
    ['Nasco LED TV 32 inch', 1500, 2200],
    ['Hisense smart TV 43 inch', 3000, 4200],
    ['Solar panel 200W with inverter', 2500, 6000],
    ['Phone charger fast charging USB-C', 40, 120],
    ['Rechargeable standing fan', 450, 800],
    ['Binatone blender', 350, 600],
    ['PlayStation 4 console', 3000, 4500],
  ],
  fashion: [
    ['Kente stole graduation', 150, 450],
    ['Kente cloth full piece handwoven', 1500, 5000],
    ['Ankara print dress', 180, 450],
    ['Ankara fabric 6 yards', 120, 300],
    ['Batakari smock', 250, 700],
    ['Men kaftan', 200, 550],
    ['Ladies slippers', 60, 150],
    ['Leather sandals handmade', 120, 320],
    ['Waist beads', 30, 90],
    ['Lace fabric 5 yards', 300, 900],
    ['African print shirt', 120, 300],
    ['Sneakers Nike Air Force', 400, 900],
    ['Human hair wig bone straight', 900, 3000],
    ['Braids attachment', 25, 70],
    ['School uniform set', 80, 180],
    ['Ladies handbag', 150, 450],
    ['Beaded necklace', 40, 150],
    ['Smock fugu Northern', 300, 800],
  ],
  home: [
    ['Gas cylinder 14.5kg', 450, 700],
    ['Gas stove two burner', 400, 900],
    ['Rice cooker', 300, 550],
    ['Queen size mattress', 1500, 3200],
    ['Wooden bed frame', 1800, 4000],
    ['Plastic chairs set of 4', 250, 450],
    ['Cooking pot set aluminium', 300, 700],
    ['Asanka clay bowl', 25, 80],
    ['Water storage tank 1000 litres', 1200, 2200],
    ['Curtains with rings', 150, 400],
    ['Mosquito net treated', 50, 120],
    ['Ceiling fan', 400, 750],
    ['Charcoal coal pot', 40, 120],
    ['Deep freezer 200 litres', 3500, 5500],
  ],
  automotive: [
    ['Car tyres 195/65 R15', 600, 1100],
    ['Car tyres 205/55 R16', 700, 1300],
    ['Motorbike tyre rear', 250, 450],
    ['Toyota Corolla brake pads', 180, 350],
    ['Engine oil 5W-30 4 litres', 250, 450],
    ['Car battery 75Ah', 900, 1500],
    ['Okada motorbike helmet', 150, 350],
    ['Toyota Vitz side mirror', 250, 600],
    ['Honda Civic headlamp', 600, 1400],
    ['Car seat covers', 300, 700],
    ['Motorbike chain and sprocket', 180, 350],
    ['Spark plugs set', 80, 200],
  ],
  food: [
    ['Jollof rice spice mix', 15, 45],
    ['Shea butter unrefined 1kg', 60, 150],
    ['Shito pepper sauce', 25, 70],
    ['Gari 5kg bag', 40, 90],
    ['Palm oil 4 litres', 90, 180],
    ['Local rice 25kg', 450, 750],
    ['Perfumed rice 5kg', 150, 260],
    ['Dried fish momone', 40, 120],
    ['Groundnut paste', 25, 60],
    ['Plantain chips', 10, 30],
    ['Sobolo hibiscus drink', 10, 35],
    ['Honey pure natural 1 litre', 70, 160],
    ['Kontomire fresh bundle', 10, 25],
    ['Tiger nuts', 20, 60],
    ['Fresh tilapia', 60, 200],
    ['Cocoa powder natural', 35, 90],
    ['Dawadawa spice', 10, 30],
  ],
  sports: [
    ['Football Adidas size 5', 150, 400],
    ['Black Stars jersey', 150, 450],
    ['Football boots', 300, 900],
    ['Dumbbells pair 10kg', 250, 500],
    ['Skipping rope', 30, 80],
    ['Treadmill home', 4500, 9000],
    ['Bicycle mountain bike', 1500, 3500],
    ['Table tennis bats', 120, 300],
    ['Yoga mat', 80, 200],
    ['Boxing gloves', 200, 450],
  ],
  books: [
    ['WASSCE past questions', 40, 90],
    ['BECE mathematics textbook', 35, 80],
    ['Twi story book for children', 25, 60],
    ['Things Fall Apart novel', 50, 120],
    ['Bible King James', 60, 200],
    ['Exercise books dozen', 30, 60],
    ['Primary English workbook', 25, 60],
    ['Ghana history book', 60, 150],
    ['Children colouring book', 20, 50],
  ],
  general: [
    ['Printing services flyers', 100, 600],
    ['Phone repair screen replacement', 150, 900],
    ['Hair braiding service', 80, 400],
    ['Tailoring sewing service', 100, 500],
    ['Generator repair', 150, 700],
    ['Tent and chairs rental', 400, 2000],
  ],
};

const TITLE_SUFFIXES = [
  '',
  '',
  '',
  'brand new',
  'UK used',
  'fairly used',
  'original',
  'wholesale',
  'black',
  'red',
  'blue',
  'gold',
  'white',
  'big size',
  'small size',
  'promo',
];

const DESCRIPTION_PHRASES = [
  'Quality guaranteed and affordable price.',
  'Delivery available within the city.',
  'Call or WhatsApp for more details.',
  'Original product with warranty.',
  'Sold at Makola market, Accra.',
  'Pick up at Kejetia market, Kumasi.',
  'Available at Kantamanto.',
  'Wholesale and retail prices.',
  'Neatly used, no faults.',
  'Fresh stock just arrived.',
  'Made in Ghana by local artisans.',
  'Good for gifts, weddings and funerals.',
  'Payment on delivery accepted, MoMo accepted.',
  'Limited stock, hurry now.',
  'Best price in town, negotiable.',
  'Imported from Dubai and China.',
  'Strong and durable, long lasting.',
  'Natural and organic, no chemicals.',
  'Suitable for home and office use.',
  'We also do repairs and installation.',
];

export const SELLER_FIRST_NAMES = [
  'Ama',
  'Kofi',
  'Abena',
  'Kwame',
  'Akosua',
  'Yaw',
  'Efua',
  'Kwesi',
  'Adwoa',
  'Kojo',
  'Afua',
  'Kwabena',
  'Esi',
  'Fiifi',
  'Adjoa',
  'Mensah',
  'Osei',
  'Boateng',
  'Asante',
  'Owusu',
  'Fatima',
  'Abdul',
  'Zainab',
  'Sena',
  'Selorm',
];

export const SELLER_TRADES = [
  'Fabrics',
  'Phones',
  'Electronics',
  'Enterprise',
  'Ventures',
  'Collections',
  'Boutique',
  'Auto Parts',
  'Foods',
  'Provisions',
  'Gadgets',
  'Books',
  'Sports',
  'Home Store',
  'Kente Weavers',
  'Shea Butter',
  'Tyres',
  'Trading',
];

const LOCATIONS = ['accra', 'kumasi', 'tamale', 'cape-coast'];

/** A JS string array as one text[] parameter (a bare array in `sql` would become a list). */
const texts = (values: string[]) => sql`${sql.param(values)}::text[]`;

export interface LoadOptions {
  sellers: number;
  products: number;
  /** Called after each step with what was done. */
  log: (message: string) => void;
}

/** Bulk-loads sellers and products (active mostly; some hidden, some suspended sellers). The
 * search GIN indexes are dropped during the load and rebuilt after: building a GIN index once
 * is several times faster than maintaining it row by row. */
export async function loadSearchData(db: Db, options: LoadOptions) {
  const started = performance.now();
  const step = (message: string) =>
    options.log(`${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  await db.execute(sql`set maintenance_work_mem = '512MB'`);
  await db.execute(sql`select setseed(0.42)`);

  // Sellers: "<name> <trade>", spread over the four locations, a fifth verified, 2 % suspended.
  await db.execute(sql`
    insert into sellers (business_name, whatsapp_number, location_slug, is_verified, status)
    select (${texts(SELLER_FIRST_NAMES)})[1 + (g % ${SELLER_FIRST_NAMES.length})] || ' ' ||
           (${texts(SELLER_TRADES)})[1 + ((g / ${SELLER_FIRST_NAMES.length}) % ${SELLER_TRADES.length})] ||
           case when g > ${SELLER_FIRST_NAMES.length * SELLER_TRADES.length}
                then ' ' || (g / ${SELLER_FIRST_NAMES.length * SELLER_TRADES.length})::text else '' end,
           '+23324' || lpad(g::text, 7, '0'),
           (${texts(LOCATIONS)})[1 + (g % 4)],
           g % 5 = 0,
           case when g % 50 = 0 then 'suspended' else 'active' end
    from generate_series(1, ${options.sellers}::int) g`);
  step(`${options.sellers} sellers`);

  // The vocabulary as small tables the product insert picks from at random.
  const items = Object.entries(ITEMS).flatMap(([category, list]) =>
    list.map(([title, min, max]) => ({ category, title, min: min * 100, max: max * 100 })),
  );
  await db.execute(sql`create temp table bench_items as
    select row_number() over () as n, category, title, min, max
    from json_to_recordset(${JSON.stringify(items)}::json)
      as x(category text, title text, min int, max int)`);
  await db.execute(sql`create temp table bench_sellers as
    select row_number() over (order by id) as n, id, location_slug, business_name, is_verified
    from sellers`);

  await db.execute(sql`drop index products_search_idx`);
  await db.execute(sql`drop index products_title_trgm_idx`);
  // Bulk load: row triggers (the seller-name copy, the typo dictionary, foreign-key checks) are
  // off for this session and their work is done set-wise below and in the insert itself.
  await db.execute(sql`set session_replication_role = replica`);
  const batch = 250_000;
  for (let from = 1; from <= options.products; from += batch) {
    const to = Math.min(options.products, from + batch - 1);
    await db.execute(sql`
      insert into products (seller_id, seller_name, seller_verified, title, description, price_pesewas, category,
        location_slug, delivery_available, status, is_boosted, is_featured, created_at)
      select s.id,
             s.business_name,
             s.is_verified,
             i.title || coalesce(' ' || nullif(suffix, ''), ''),
             d1 || ' ' || d2 || ' ' || d3,
             i.min + floor(r.price * (i.max - i.min))::int,
             i.category,
             case when r.away < 0.2 then (${texts(LOCATIONS)})[1 + floor(r.away * 20)::int]
                  else s.location_slug end,
             r.delivery < 0.5,
             case when r.status < 0.03 then 'hidden' when r.status < 0.04 then 'sold' else 'active' end,
             r.boost < 0.01,
             r.boost > 0.995,
             now() - r.age * interval '400 days'
      from (
        select g,
               1 + floor(random() * ${items.length})::int as item,
               1 + floor(random() * ${options.sellers})::int as seller,
               random() as price, random() as away, random() as delivery, random() as status,
               random() as boost, random() as age,
               (${texts(TITLE_SUFFIXES)})[1 + floor(random() * ${TITLE_SUFFIXES.length})::int] as suffix,
               (${texts(DESCRIPTION_PHRASES)})[1 + floor(random() * ${DESCRIPTION_PHRASES.length})::int] as d1,
               (${texts(DESCRIPTION_PHRASES)})[1 + floor(random() * ${DESCRIPTION_PHRASES.length})::int] as d2,
               (${texts(DESCRIPTION_PHRASES)})[1 + floor(random() * ${DESCRIPTION_PHRASES.length})::int] as d3
        from generate_series(${from}::int, ${to}::int) g
      ) r
      join bench_items i on i.n = r.item
      join bench_sellers s on s.n = r.seller`);
    step(`${to} products`);
  }
  await db.execute(sql`set session_replication_role = origin`);
  // What the products_search_words trigger would have collected (migration 0005).
  await db.execute(sql`insert into search_words (word)
    select distinct w
    from (select distinct title as t from products union select business_name from sellers) x,
      unnest(tsvector_to_array(to_tsvector('simple', t))) w
    where length(w) between 3 and 40 and w ~ '[[:alpha:]]'
    on conflict do nothing`);
  step('typo dictionary');
  await db.execute(sql`create index products_search_idx on products using gin (search_vector)`);
  step('full-text index');
  await db.execute(
    sql`create index products_title_trgm_idx on products using gin (title gin_trgm_ops)`,
  );
  step('trigram index');
  await db.execute(sql`vacuum analyze`);
  step('vacuum analyze');
  // The whole working set is in memory (as on a production server sized for it): tell the
  // planner random reads are cheap, as one does for SSD/RAM-resident databases.
  await db.execute(
    sql.raw(`do $$ begin
      execute format('alter database %I set random_page_cost = 1.1', current_database());
    end $$`),
  );
}
