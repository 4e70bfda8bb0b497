// GET /api/search on requests as buyers type them (decision 061): request words out in every
// language, the start of a word found ("goal" finds "Goalkeeper gloves"), the product's own words
// before its shop's name, the kind after every word ("dining chairs": the other chairs too), and
// an honest answer when nothing matches: the nearest products of the same kind, with what was
// relaxed, else nothing (never the boosted listing). One fresh database of common words.
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { SearchQuerySchema } from '@dwa/domain/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { searchProducts } from './search.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A shop and its products, which are where the shop is.
  const shop = async (businessName: string, locationSlug: string) => {
    const { id } = await buildSeller(t.db, { businessName, locationSlug });
    return (title: string, cedis: number, more: object = {}) =>
      buildProduct(t.db, { sellerId: id, locationSlug, title, pricePesewas: cedis * 100, ...more });
  };
  const goalLine = await shop('Goal Line Sports', 'accra');
  await goalLine('Goalkeeper gloves', 130);
  await goalLine('Match football, size 5', 250);
  await goalLine('Black Stars home jersey', 180);
  const anloga = await shop('Anloga Wood Furniture', 'kumasi');
  await anloga('Wooden dining chairs (set of 2)', 520);
  await anloga('Rocking chair, odum wood', 900);
  await anloga('Wooden dining set (4 chairs)', 3800);
  await anloga('3-seater fabric sofa', 3800);
  const phones = await shop('Adum Phones', 'accra');
  await phones('Tecno Spark 20 Pro', 1850);
  await phones('Itel A70', 900);
  await phones('iPhone 13 128GB', 5200);
  // Says "phone" twice over, in its title and description: still after a title with every word.
  await phones('Nokia 105 button phone', 150, {
    description: 'A phone for calls, a long-life phone.',
  });
  await phones('Tecno Camon 30 5G', 3200);
  await (await shop('Tamale Shea & Beauty', 'tamale'))('Shea butter 500g', 60);
  await (await shop('Northern Star Smocks', 'tamale'))("Men's smock (fugu), Tamale", 450);
  await (await shop('Bonwire Weavers', 'kumasi'))('Kente cloth, 6 yards', 1200);
  const other = await shop('Osu Everyday', 'accra');
  await other('Plastic chair, white', 60);
  await other('Sony SRS-XB13', 650);
  await other('Royal Aroma perfumed rice (25 kg)', 520);
  await other('Binatone BLG-699', 450);
  await other('Rechargeable torch light', 45, { description: 'Its USB port charges your phone.' });
  // Boosted and cheap: what the listing shows first, never an answer to an unrelated request.
  await other('Used tyre 205/55 R16', 300, { isBoosted: true });
});
afterAll(() => t.close());

interface Body {
  items: { title: string }[];
  total: number;
  totalCapped: boolean;
  fuzzy: boolean;
  nearest: boolean;
  relaxed?: Record<string, unknown>;
  understood?: Record<string, unknown>;
}

async function search(q: string): Promise<Body> {
  const res = await t.app.inject({ url: `/api/search?${new URLSearchParams({ q })}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = (body: Body) => body.items.map((i) => i.title);

describe('request words, in every language', () => {
  it.each([
    'Me pɛ kente ntoma',
    'me pe kente ntoma',
    'mepɛ kente',
    'ɛhe na metumi anya kente?',
    'kente ntoma, me pɛ',
    'abeg I wan buy kente',
    'who dey sell kente',
    'I dey find kente',
    'do una get kente?',
    'you get kente?',
  ])('"%s" finds the kente', async (q) => {
    const body = await search(q);
    expect(body.nearest).toBe(false);
    expect(titles(body)).toEqual(['Kente cloth, 6 yards']);
  });
});

describe('the words first, then their kind', () => {
  it('"goal": the title that starts with it before the shop named so', async () => {
    const body = await search('goal');
    expect(titles(body)[0]).toBe('Goalkeeper gloves');
    expect(titles(body).slice(1).sort()).toEqual([
      'Black Stars home jersey',
      'Match football, size 5',
    ]);
  });

  it('"wood": every title with the word before the shop named so', async () => {
    const found = titles(await search('wood'));
    expect(found.slice(0, 3).sort()).toEqual([
      'Rocking chair, odum wood',
      'Wooden dining chairs (set of 2)',
      'Wooden dining set (4 chairs)',
    ]);
    expect(found.slice(3)).toEqual(['3-seater fabric sofa']);
  });

  it('"tamale": the town, the product that names it before the shop named so', async () => {
    const body = await search('tamale');
    expect(body.understood).toMatchObject({ location: 'tamale' });
    expect(titles(body)).toEqual(["Men's smock (fugu), Tamale", 'Shea butter 500g']);
  });

  it('numbers and models stay whole: "20" is no start of "205/55"', async () => {
    expect(titles(await search('20'))).toEqual(['Tecno Spark 20 Pro']);
    expect((await search('goalk gloves')).items[0]?.title).toBe('Goalkeeper gloves');
  });

  it('a brand or model: what has its words, then the other products of its kind', async () => {
    const body = await search('itel');
    expect(body.nearest).toBe(false);
    expect(titles(body)[0]).toBe('Itel A70');
    expect(titles(body).slice(1).sort()).toEqual([
      'Nokia 105 button phone',
      'Tecno Camon 30 5G',
      'Tecno Spark 20 Pro',
      'iPhone 13 128GB',
    ]);
  });

  it('"dining chairs": what has both words, then the other chairs', async () => {
    const body = await search('dining chairs');
    expect(body.nearest).toBe(false);
    // The set's title names chairs and no table: to the search it is chairs too.
    expect(titles(body).slice(0, 2).sort()).toEqual([
      'Wooden dining chairs (set of 2)',
      'Wooden dining set (4 chairs)',
    ]);
    expect(titles(body).slice(2).sort()).toEqual([
      'Plastic chair, white',
      'Rocking chair, odum wood',
    ]);
    expect(body.total).toBe(4);
  });

  it('the kind after the words is counted within the limit, like every match', async () => {
    const query = SearchQuerySchema.parse({ q: 'dining chairs' });
    const found = await searchProducts(t.db, query, { countLimit: 2 });
    expect(found).toMatchObject({ total: 2, totalCapped: true, nearest: false });
  });

  it('a typo is still corrected', async () => {
    const body = await search('goalkeepr gloves');
    expect(body.fuzzy).toBe(true);
    expect(titles(body)).toEqual(['Goalkeeper gloves']);
  });
});

describe('nothing matches every word and filter: the nearest of the same kind, said so', () => {
  it('"abeg I wan buy iphone under 3000": no iPhone is, the phones under 3,000 are', async () => {
    const body = await search('abeg I wan buy iphone under 3000');
    expect(body.understood).toMatchObject({ q: 'iphone', maxPricePesewas: 300_000 });
    expect(body).toMatchObject({ nearest: true, relaxed: { kind: 'phone' } });
    expect(titles(body).sort()).toEqual([
      'Itel A70',
      'Nokia 105 button phone',
      'Tecno Spark 20 Pro',
    ]);
  });

  it('"garden chairs": no product has both words, the chairs are of the same kind', async () => {
    const body = await search('garden chairs');
    expect(body).toMatchObject({ nearest: true, relaxed: { kind: 'chair' } });
    expect(titles(body)).toHaveLength(4);
    expect(titles(body).every((title) => /chair/i.test(title))).toBe(true);
  });

  it('no phone within the price either: the iPhone above it, labelled so', async () => {
    const body = await search('iphone under 100');
    expect(body).toMatchObject({ nearest: true, relaxed: { maxPricePesewas: 10_000 } });
    expect(body.relaxed).not.toHaveProperty('kind');
    expect(titles(body)).toEqual(['iPhone 13 128GB']);
  });

  it('none in the town: the ones elsewhere, labelled so', async () => {
    const body = await search('smock in accra');
    expect(body).toMatchObject({ nearest: true, relaxed: { location: 'accra' } });
    expect(titles(body)).toEqual(["Men's smock (fugu), Tamale"]);
  });

  it('a typo and a price: the corrected words above the price, never a guessed kind', async () => {
    const body = await search('iphnoe under 3000');
    expect(body).toMatchObject({
      fuzzy: true,
      nearest: true,
      relaxed: { maxPricePesewas: 300_000 },
    });
    expect(titles(body)).toEqual(['iPhone 13 128GB']);
  });

  it.each(['nkwan', 'helicopter', 'iphone charger', '<script>alert(1)</script><img src=x>'])(
    '"%s": nothing of the kind either, so nothing (never the boosted tyre)',
    async (q) => {
      const body = await search(q);
      expect(body).toMatchObject({ items: [], total: 0, nearest: false });
      expect(body).not.toHaveProperty('relaxed');
    },
  );
});

describe('words as buyers write them (decision 061, addendum)', () => {
  it.each([
    ['mepɛ akonnwa', 'chair'],
    ['mepɛ tɛlɛfon', 'phone'],
    ['me pe telefon', 'phone'],
  ])('"%s": a Twi name of a kind finds it', async (q, kind) => {
    const body = await search(q);
    expect(body.nearest).toBe(false);
    expect(titles(body).length).toBeGreaterThan(1);
    const of = kind === 'chair' ? /chair/i : /tecno|itel|iphone|nokia/i;
    expect(titles(body).every((title) => of.test(title))).toBe(true);
  });

  it('"techno spark 20": the brand corrected, the model number kept', async () => {
    const body = await search('techno spark 20');
    expect(body).toMatchObject({ fuzzy: true, nearest: false });
    expect(titles(body)[0]).toBe('Tecno Spark 20 Pro');
  });

  it.each(['mepɛ Royal Aroma 25kg', 'royal aroma 25 kg'])(
    '"%s": a size glued or apart is the title\'s',
    async (q) => {
      expect(titles(await search(q))).toEqual(['Royal Aroma perfumed rice (25 kg)']);
    },
  );

  it('"blender": a title that names only the brand and model is one (Binatone BLG)', async () => {
    const body = await search('binatone blender');
    expect(body.nearest).toBe(false);
    expect(titles(body)).toEqual(['Binatone BLG-699']);
  });

  it('"5G phone": the title with every word first, however often the others say "phone"', async () => {
    const body = await search('5G phone');
    expect(body.nearest).toBe(false);
    expect(titles(body)[0]).toBe('Tecno Camon 30 5G');
    expect(titles(body)).toContain('Nokia 105 button phone');
  });

  it('"phone under 100": a torch that mentions phones is no phone; the phones above it are', async () => {
    const body = await search('phone under 100');
    expect(body).toMatchObject({ nearest: true, relaxed: { maxPricePesewas: 10_000 } });
    expect(titles(body)[0]).toBe('Nokia 105 button phone');
    expect(
      titles(body)
        .slice(0, 5)
        .every((title) => !/torch/i.test(title)),
    ).toBe(true);
  });
});
