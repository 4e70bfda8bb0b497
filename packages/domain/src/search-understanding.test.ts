import { describe, expect, it } from 'vitest';
import { en } from './i18n/en.ts';
import { pidgin } from './i18n/pidgin.ts';
import { tw } from './i18n/tw.ts';
import { kindOfTitle, kindsAsked, searchWord } from './search-kinds.ts';
import { relaxedNotice } from './search-relaxed.ts';
import { understandSearch } from './search-understanding.ts';

describe('understandSearch', () => {
  it.each([
    ['phone under 500', { q: 'phone', maxPricePesewas: 50_000 }],
    ['phone below 1k', { q: 'phone', maxPricePesewas: 100_000 }],
    ['phone below 1.5k', { q: 'phone', maxPricePesewas: 150_000 }],
    ['fridge less than GH₵ 3,000', { q: 'fridge', maxPricePesewas: 300_000 }],
    ['rice no pass 400 cedis', { q: 'rice', maxPricePesewas: 40_000 }],
    ['laptop above 2000', { q: 'laptop', minPricePesewas: 200_000 }],
    ['shoes between 200 and 400', { q: 'shoes', minPricePesewas: 20_000, maxPricePesewas: 40_000 }],
    ['shoes from 400 to 200', { q: 'shoes', minPricePesewas: 20_000, maxPricePesewas: 40_000 }],
    ['bag 150-300', { q: 'bag', minPricePesewas: 15_000, maxPricePesewas: 30_000 }],
    ['above 2000 under 1000 tv', { q: 'tv', minPricePesewas: 100_000, maxPricePesewas: 200_000 }],
    ['shoes in kumasi', { q: 'shoes', location: 'kumasi' }],
    ['kente Kumase', { q: 'kente', location: 'kumasi' }],
    ['smock wɔ Tamale', { q: 'smock', location: 'tamale' }],
    [
      'sandals cape coast under 100',
      { q: 'sandals', location: 'cape-coast', maxPricePesewas: 10_000 },
    ],
    ['abeg I wan buy cheap fone', { q: 'fone' }],
    ['mepɛ ntoma', { q: 'ntoma' }],
    ['do you have original iphone 13?', { q: 'iphone 13' }],
    ['chop', { q: '', category: 'food' }],
    ['abeg I wan buy chop', { q: '', category: 'food' }],
    ['electronics in tamale', { q: '', category: 'electronics', location: 'tamale' }],
    ['food flask', { q: 'food flask' }],
  ])('%s', (text, expected) => {
    expect(understandSearch(text)).toEqual(expected);
  });

  it.each(['iphone 11 to 13', 'samsung a15', 'tecno spark 20 pro', 'nike air max 90'])(
    '%s is only words',
    (text) => {
      expect(understandSearch(text)).toEqual({ q: text });
    },
  );

  // Decision 061: request words in every language, at the start and inside, are taken out.
  it.each([
    ['Me pɛ kente ntoma', { q: 'kente ntoma' }],
    ['me pe kente ntoma', { q: 'kente ntoma' }],
    ['mep3 kente', { q: 'kente' }],
    ['mepɛ shito', { q: 'shito' }],
    ['Mepɛ sɛ metɔ kente', { q: 'kente' }],
    ['ɛhe na metumi anya gas cylinder?', { q: 'gas cylinder' }],
    ['Ehe na menya rice', { q: 'rice' }],
    ['wowɔ kente anaa?', { q: 'kente' }],
    ['kente ntoma, me pɛ', { q: 'kente ntoma' }],
    ['abeg I wan buy iphone under 3000', { q: 'iphone', maxPricePesewas: 300_000 }],
    ['you get rice?', { q: 'rice' }],
    ['rice, you get?', { q: 'rice' }],
    ['Good morning boss, abeg you get rice?', { q: 'rice' }],
    ['who dey sell football boots', { q: 'football boots' }],
    ['I dey find charjer', { q: 'charjer' }],
    ['do una get standing fan?', { q: 'standing fan' }],
    ['shoes wey dey in kumasi', { q: 'shoes', location: 'kumasi' }],
    ['I need a laptop below 5k', { q: 'laptop', maxPricePesewas: 500_000 }],
    ['hello, do you have standing fan in kumasi', { q: 'standing fan', location: 'kumasi' }],
    ["I'm looking for waist beads please", { q: 'waist beads' }],
    ['where can i buy a blender', { q: 'blender' }],
    // Decision 061, addendum: a Twi price phrase, a budget after "for", a market for its town.
    ['mepɛ fon a ne boɔ nnsen 1000', { q: 'fon', maxPricePesewas: 100_000 }],
    ['fon ne boo nnsen 300', { q: 'fon', maxPricePesewas: 30_000 }],
    ['I wan buy laptop for 3k', { q: 'laptop', maxPricePesewas: 300_000 }],
    ['sandals for 2', { q: 'sandals for 2' }],
    ['mepɛ spare parts wɔ Suame', { q: '', category: 'automotive', location: 'kumasi' }],
    ['fan at Kejetia', { q: 'fan', location: 'kumasi' }],
    ['kejetia fan', { q: 'kejetia fan' }],
    ['make you show me tv', { q: 'tv' }],
  ])('%s', (text, expected) => {
    expect(understandSearch(text)).toEqual(expected);
  });

  it.each(['Oppo Find X7', 'Hugo Boss perfume', 'kente anaa ntoma'])(
    '%s keeps its product words',
    (text) => {
      expect(understandSearch(text).q).toBe(text);
    },
  );

  it('a request of asking words only is kept, so it finds nothing rather than everything', () => {
    expect(understandSearch('I want to buy').q).toBe('I want to buy');
  });

  it('leaves emoji out of the words, skin tones and joiners included', () => {
    expect(understandSearch('mattrass 🛏️').q).toBe('mattrass');
    expect(understandSearch('vlisco wax 🙏🏾').q).toBe('vlisco wax');
    expect(understandSearch('👩🏽‍🍳 pot under 200 🇬🇭')).toEqual({
      q: 'pot',
      maxPricePesewas: 20_000,
    });
  });

  it('a price of 0 or beyond the largest amount is not a filter', () => {
    expect(understandSearch('phone under 0').maxPricePesewas).toBeUndefined();
    expect(understandSearch('phone under 99999999999').maxPricePesewas).toBeUndefined();
  });
});

describe('kinds', () => {
  it('folds Twi letters and plurals', () => {
    expect(searchWord('Phones')).toBe('phone');
    expect(searchWord('glass')).toBe('glass');
    expect(searchWord('ɛmo')).toBe('emo');
  });

  it.each([
    ['phone', ['phone']],
    ['phone case', ['phone-case']],
    ['cheap phones', ['phone']],
    ['engine oil', ['engine-oil']],
    ['oil', ['cooking-oil']],
    ['nam', ['fish', 'meat']],
    ['samsung', []],
    // Twi and Pidgin names of kinds (decision 061, addendum).
    ['akonnwa', ['chair']],
    ['kanea', ['lamp']],
    ['kɔmputa', ['laptop']],
    ['komputa', ['laptop']],
    ['tɛlɛfon', ['phone']],
    ['mpa', ['bed']],
    ['dadesɛn', ['cookware']],
    ['kyɛ', ['hat']],
    ['kar bateri', ['car-battery']],
    ['Twerɛ Kronkron', ['bible']],
    ['nnwom nwoma', ['bible']],
    ['phone charger', ['charger']],
    ['ɛpono', ['table']],
    ['kyinie', ['umbrella']],
    ['krado', ['padlock']],
    ['bokiti', ['bucket']],
    ['kotoku', ['bag']],
    ['aduhwam', ['perfume']],
    ['gyenereta', ['generator']],
    ['table top fridge', ['fridge']],
    ['mpaboa', ['sandals', 'football-boots', 'shoes']],
  ])('%s asks for %o', (q, kinds) => {
    expect(kindsAsked(q.split(' ')).map((k) => k.kind)).toEqual(kinds);
  });

  it.each([
    ['Tecno Spark 20 Pro', 'phone'],
    ['iPhone 13 128GB (UK used)', 'phone'],
    ['iPhone 13 silicone case', 'phone-case'],
    ['Samsung Galaxy Buds FE', 'earbuds'],
    ['Oraimo FreePods 4 earbuds', 'earbuds'],
    ['HP EliteBook 840 G5 laptop', 'laptop'],
    ['Nasco 32" Smart TV', 'tv'],
    ['Hisense 2-door refrigerator', 'fridge'],
    ['Binatone rechargeable standing fan', 'fan'],
    ['Total Quartz engine oil 4L', 'engine-oil'],
    ['Frytol vegetable oil 5L', 'cooking-oil'],
    ['Bonwire kente cloth, 12 yards', 'fabric'],
    ['Royal Aroma jasmine rice 25kg', 'rice'],
    ['Ghana Black Stars home jersey', 'jersey'],
    ['Binatone BLG-699', 'blender'],
    ['Dell Latitude 5490', 'laptop'],
    ['Lenovo IdeaPad 3', 'laptop'],
    ['Something nobody sells', null],
  ])('%s is a %s', (title, kind) => {
    expect(kindOfTitle(title)).toBe(kind);
  });
});

describe('relaxedNotice', () => {
  /** A translator over a whole catalog, as the web's t() and the server's translate() are. */
  const sayIn =
    (catalog: object) =>
    (key: string, values: Record<string, string> = {}) => {
      const text = key.split('.').reduce<unknown>((node, part) => (node as never)?.[part], catalog);
      if (typeof text !== 'string') throw new Error(`no text ${key}`);
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
    };
  const place = (slug: string) => en.enums.location[slug as 'accra'];

  it.each([
    [
      { kind: 'phone' },
      'No exact match for “iphone under 3000”. These are other products of the same kind.',
    ],
    [
      { maxPricePesewas: 300_000 },
      'No exact match for “iphone under 3000”. These cost more than GH₵ 3,000.00.',
    ],
    [
      { minPricePesewas: 50_000 },
      'No exact match for “iphone under 3000”. These cost less than GH₵ 500.00.',
    ],
    [
      { kind: 'phone', minPricePesewas: 50_000, maxPricePesewas: 300_000 },
      'No exact match for “iphone under 3000”. These are other products of the same kind. These cost less than GH₵ 500.00 or more than GH₵ 3,000.00.',
    ],
    [
      { location: 'cape-coast' },
      'No exact match for “iphone under 3000”. These are not in Cape Coast.',
    ],
  ])('%o', (relaxed, expected) => {
    expect(relaxedNotice(relaxed, 'iphone under 3000', sayIn(en), place)).toBe(expected);
  });

  it('says it in Twi and Pidgin, every placeholder filled', () => {
    const all = { kind: 'phone', maxPricePesewas: 300_000, location: 'accra' };
    for (const catalog of [tw, pidgin]) {
      const notice = relaxedNotice(all, 'kente', sayIn(catalog), place);
      expect(notice).toContain('“kente”');
      expect(notice).toContain('GH₵ 3,000.00');
      expect(notice).toContain('Accra');
      expect(notice).not.toMatch(/\{\{|These/);
    }
  });
});
