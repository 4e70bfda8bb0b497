// A Twi or Pidgin text that is the same as its English text is a reviewed choice, not a copy left
// behind: each one is listed here under the reason it stays English. A new text identical to its
// English fails until it is translated or listed here with a reason.
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { flattenCatalog } from './flatten.ts';
import { pidgin } from './pidgin.ts';
import { tw } from './tw.ts';

type Reviewed = Record<string, readonly string[]>;

const PLACEHOLDERS_ONLY = [
  'sellerProducts.statusOption', // {{status}} ({{count}})
  'sellerDashboard.stats.conversionValue', // {{rate}}%
  'sellerUploads.morePhotos', // +{{count}}
];

const LANGUAGE_NAMES = [
  'language.en',
  'language.tw',
  'language.pidgin',
  'enums.riderLanguage.twi',
  'enums.riderLanguage.ga',
  'enums.riderLanguage.ewe',
  'enums.riderLanguage.dagbani',
  'enums.riderLanguage.hausa',
];

const NETWORKS = [
  'enums.momoNetwork.mtn',
  'enums.momoNetwork.vodafone',
  'enums.momoNetwork.airteltigo',
];

/** Pidgin texts that Ghanaian Pidgin speakers say in English, by reason. */
const PIDGIN_SAME_AS_ENGLISH: Reviewed = {
  'The Buy safely form and order words, said in English in Ghanaian Pidgin (name, code, zone, order, Orders, Buy safely; decision 066)':
    [
      'orders.buy.name',
      'orders.admin.title',
      'orders.admin.shop',
      'orders.admin.release',
      'adminShell.nav.orders',
      'orders.buy.phone',
      'orders.buy.code',
      'orders.buy.zone',
      'orders.buy.area',
      'orders.buy.network',
      'orders.buy.item',
      'orders.buy.pay',
      'orders.buy.close',
      'orders.page.heading',
      'orders.page.from',
      'orders.page.openPrompt',
      'orders.page.payAgain',
      'orders.page.cancel',
      'orders.page.send',
      'orders.page.track',
      'orders.page.retry',
      'orders.page.place',
      'orders.seller.tab',
      'sellerCenter.tabs.orders',
      'orders.seller.title',
      'orders.seller.acceptBy',
      'orders.seller.buyer',
      'orders.seller.accept',
      'orders.seller.cancel',
      'orders.seller.confirm',
      'sellerProfile.buySafely.label',
    ],
  'Names: the brand, its Pro plan, places, languages and mobile networks': [
    'app.name',
    'boostHelp.proTitle',
    ...LANGUAGE_NAMES,
    'enums.riderLanguage.english',
    ...NETWORKS,
    'enums.location.accra',
    'enums.location.kumasi',
    'enums.location.tamale',
    'enums.location.cape-coast',
    'enums.serviceZone.accra-central',
    'enums.serviceZone.tema',
    'enums.serviceZone.kumasi',
    'enums.serviceZone.takoradi',
    'enums.serviceZone.cape-coast',
    'enums.serviceZone.tamale',
  ],
  'Only placeholders, numbers and signs': PLACEHOLDERS_ONLY,
  'Names of Dwa features and pages, which the Pidgin texts use as names': [
    'labels.boost',
    'boostHelp.title',
    'boostHelp.heading',
    'product.boosted',
    'labels.boosted',
    'product.verified',
    'labels.verified',
    'sellerProfile.verification.badge',
    'sellerProfile.verification.title',
    'sellerProducts.boost.getVerified',
    'sellerProfile.verification.get',
    'sellerProfile.verification.dialogTitle',
    'sellerProfile.pro.title',
    'sellerCenter.tabs.uploads',
    'sellerUploads.title',
  ],
  'Receipt words as printed on receipts in Ghana': [
    'receipt.heading',
    'receipt.number',
    'sellerCenter.tabs.receipts',
    'sellerReceipts.title',
  ],
  'Sign-in and account words Pidgin uses as they are: login, admin, dashboard, outbox': [
    'rider.loginTitle',
    'rider.loginLink',
    'admin.loginTitle',
    'nav.admin',
    'admin.homeTitle',
    'nav.myDashboard',
    'seller.dashboardTitle',
    'sellerCenter.tabs.dashboard',
    'sellerDashboard.title',
    'admin.outbox',
    'adminShell.area',
    'adminShell.nav.dashboard',
    'adminShell.nav.outbox',
  ],
  'The mobile money service, as its networks name it (MTN Mobile Money, Telecel Cash…)': [
    'adminShell.nav.money',
  ],
  'Phone words Pidgin uses as they are: phone number, WhatsApp number, network': [
    'labels.phoneNumber',
    'contact.phone',
    'receipt.buyerPhone',
    'rider.whatsapp',
    'sellerProfile.phone.title',
    'sellerProfile.phone.newNumber',
    'sellerProfile.wallet.network',
  ],
  'Market words Pidgin uses as they are: category, electronics, sports, books, bicycle, van': [
    'home.categories',
    'searchPage.category',
    'productPage.category',
    'labels.category',
    'sellerProducts.category',
    'sellerProducts.form.category',
    'sellerDashboard.products.category',
    'sellerUploads.publishDialog.category',
    'labels.electronics',
    'enums.category.electronics',
    'enums.category.sports',
    'enums.category.books',
    'enums.vehicleType.bicycle',
    'enums.vehicleType.van',
    'labels.sellers',
    'adminShell.nav.sellers',
  ],
  'Short screen words that read the same in Pidgin: Home, Sell, All, Today, Live': [
    'nav.home',
    'notFound.home',
    'labels.home',
    'nav.sell',
    'home.all',
    'sellerUploads.filter.all',
    'serverError.goHome',
    'routerError.goHome',
    'language.label',
    'theme.dark',
    'searchPage.pages',
    'sellerDashboard.chart.today',
    'liveShopping.live',
    'sellerProducts.photos.cover',
  ],
  'A verb and the product title, as Pidgin says it': ['sellerDashboard.products.boostProduct'],
};

/** Twi texts that stay English, by reason. Twi keeps a few technical loanwords. */
const TWI_SAME_AS_ENGLISH: Reviewed = {
  'The Buy safely loanwords in Twi: network, order, Orders, and the name of the feature (decision 066)':
    [
      'orders.buy.network',
      'orders.page.heading',
      'orders.seller.tab',
      'sellerCenter.tabs.orders',
      'orders.seller.title',
      'orders.admin.title',
      'orders.admin.shop',
      'adminShell.nav.orders',
      'sellerProfile.buySafely.label',
    ],
  'Names: the brand, its Pro plan, places, languages and mobile networks': [
    'app.name',
    'boostHelp.proTitle',
    ...LANGUAGE_NAMES,
    ...NETWORKS,
    'enums.location.tamale',
    'enums.serviceZone.tema',
    'enums.serviceZone.takoradi',
    'enums.serviceZone.tamale',
    'adminSellers.pro',
    'adminShell.nav.money',
  ],
  'Only placeholders, numbers and signs': PLACEHOLDERS_ONLY,
  'Loanwords Twi speakers use for these: dashboard, network, van, e-mail': [
    'adminMessages.email',
    'adminShell.area',
    'adminShell.nav.dashboard',
    'sellerCenter.tabs.dashboard',
    'sellerDashboard.title',
    'sellerProfile.wallet.network',
    'enums.vehicleType.van',
  ],
};

const english = flattenCatalog(en);
const languages = [
  ['pidgin', pidgin, PIDGIN_SAME_AS_ENGLISH],
  ['tw', tw, TWI_SAME_AS_ENGLISH],
] as const;

describe('texts identical to English', () => {
  for (const [language, catalog, reviewed] of languages) {
    const texts = flattenCatalog(catalog);
    const listed = Object.values(reviewed).flat();
    const same = [...english.keys()].filter((key) => texts.get(key) === english.get(key));

    it(`${language}: every text identical to English is on the reviewed list`, () => {
      expect(same.filter((key) => !listed.includes(key))).toEqual([]);
    });

    it(`${language}: the reviewed list names only texts still identical to English`, () => {
      expect(listed.filter((key) => !same.includes(key))).toEqual([]);
      expect(listed.filter((key, i) => listed.indexOf(key) !== i)).toEqual([]);
    });
  }
});
