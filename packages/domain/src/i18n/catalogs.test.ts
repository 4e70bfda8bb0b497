// Every user-facing string exists in en, tw and pidgin (definition of done, point 4).
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  LANGUAGES,
  MOMO_NETWORKS,
  NOTIFICATION_EVENT_TYPES,
  REGISTRATION_LOCATIONS,
  RIDER_LANGUAGES,
  SERVICE_ZONES,
  VEHICLE_TYPES,
} from '../enums.ts';
import { en } from './en.ts';
import { type CatalogTree, flattenCatalog, placeholdersOf } from './flatten.ts';
import { pidgin } from './pidgin.ts';
import { tw } from './tw.ts';

const placeholders = placeholdersOf;
const catalogs = { en, tw, pidgin } as unknown as Record<string, CatalogTree>;
const english = flattenCatalog(catalogs.en!);

/** Spec section 9: "Interface language labels (same keys in en, tw, pidgin)". */
const SECTION_9_LABELS = [
  'home',
  'products',
  'sellers',
  'about',
  'contact',
  'searchPlaceholder',
  'voiceSearch',
  'imageSearch',
  'allCategories',
  'food',
  'electronics',
  'fashion',
  'chatOnWhatsApp',
  'viewDetails',
  'requestReceipt',
  'boost',
  'boosted',
  'verified',
  'registerAsSeller',
  'businessName',
  'phoneNumber',
  'location',
  'uploadPhotos',
  'productName',
  'category',
  'price',
  'description',
  'deliveryAvailable',
  'submit',
  'loading',
  'error',
  'success',
  'cancel',
  'save',
  'edit',
  'delete',
];

describe('message catalogs', () => {
  it('exist for every interface language', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const language of ['tw', 'pidgin']) {
    it(`${language} has exactly the English keys`, () => {
      const other = flattenCatalog(catalogs[language]!);
      const missing = [...english.keys()].filter((k) => !other.has(k));
      const extra = [...other.keys()].filter((k) => !english.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${language} keeps every {{placeholder}} of the English text`, () => {
      const other = flattenCatalog(catalogs[language]!);
      const mismatched = [...english].filter(
        ([key, text]) => placeholders(text).join() !== placeholders(other.get(key) ?? '').join(),
      );
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  }

  it('has no empty text in any language', () => {
    for (const [language, tree] of Object.entries(catalogs)) {
      const empty = [...flattenCatalog(tree)]
        .filter(([, text]) => text.trim() === '')
        .map(([k]) => k);
      expect(empty, language).toEqual([]);
    }
  });

  it('translates tw and pidgin, not just copies English', () => {
    for (const language of ['tw', 'pidgin']) {
      const other = flattenCatalog(catalogs[language]!);
      // Names of places, languages, networks and the brand are the same in every language.
      const names =
        /^(app\.name|language\.|enums\.(location|serviceZone|riderLanguage|momoNetwork)\.)/;
      const words = [...english].filter(([key]) => !names.test(key));
      const same = words.filter(([key, text]) => other.get(key) === text).length;
      // Pidgin shares many words with English (Home, Price, Boosted); most text must differ.
      expect(same / words.length, language).toBeLessThan(0.5);
    }
  });

  it('has every label key of spec section 9, with the spec English texts', () => {
    expect(Object.keys(en.labels).sort()).toEqual([...SECTION_9_LABELS].sort());
    expect(en.labels.searchPlaceholder).toBe('Search products, sellers...');
  });

  it.each([
    ['category', CATEGORIES],
    ['location', REGISTRATION_LOCATIONS],
    ['vehicleType', VEHICLE_TYPES],
    ['serviceZone', SERVICE_ZONES],
    ['riderLanguage', RIDER_LANGUAGES],
    ['momoNetwork', MOMO_NETWORKS],
    ['notificationEvent', NOTIFICATION_EVENT_TYPES],
  ] as const)('labels every value of enums.%s', (group, values) => {
    expect(Object.keys(en.enums[group]).sort()).toEqual([...values].sort());
  });

  it('keeps the spec texts used as written', () => {
    expect(en.footer.hours).toBe('Mon-Fri 8:00-18:00, Sat 9:00-16:00, Sun closed');
    expect(en.home.emptyTitle).toBe('No products found');
    expect(en.home.emptyHint).toBe('Try adjusting your search or browse categories');
    expect(en.routerError.title).toBe('Unexpected Application Error!');
    expect(en.areas.sellerSignIn).toBe('Please log in to access seller dashboard');
  });
});
