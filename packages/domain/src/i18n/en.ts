// English: the source catalog. Exact texts from the spec are kept as written. The texts of the
// sign-in, registration and private-area screens live in en-accounts.ts, so the web can bundle
// the shell texts up front and add those with the screens that use them.

import { enAdminAnalytics } from './admin-analytics/en.ts';
import { enAdminModeration } from './admin-moderation/en.ts';
import { enAdminRiders } from './admin-riders/en.ts';
import { enAdminSettings } from './admin-settings/en.ts';
import { enAdminShell } from './admin-shell/en.ts';
import { enAdminWhatsApp } from './admin-whatsapp/en.ts';
import { enContent } from './content/en.ts';
import { enDeliveries } from './deliveries/en.ts';
import { enAccounts } from './en-accounts.ts';
import { enSeller } from './en-seller.ts';
import { enListing } from './listing/en.ts';
import { enPayments } from './payments/en.ts';
import { enPayouts } from './payouts/en.ts';
import { enProductReport } from './product-report/en.ts';
import { enRiderCenter } from './rider-center/en.ts';
import { enSearch } from './search/en.ts';
import { enTracking } from './tracking/en.ts';
export const enShell = {
  ...enSearch,
  ...enListing,
  app: {
    name: 'Dwa',
    tagline: "Ghana's marketplace on WhatsApp",
    skipToContent: 'Skip to content',
    loadingPage: 'Loading page…',
    /** A call that could not reach the server (offline, connection dropped). */
    networkError: 'Network error. Please try again.',
  },
  nav: {
    home: 'Home',
    sell: 'Sell',
    about: 'About',
    sellerLogin: 'Seller Login',
    admin: 'Admin',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main navigation',
    myDashboard: 'My Dashboard',
    logout: 'Logout',
  },
  language: { label: 'Language', en: 'English', tw: 'Twi', pidgin: 'Pidgin' },
  theme: { label: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  footer: {
    hoursTitle: 'Business hours',
    hours: 'Mon-Fri 8:00-18:00, Sat 9:00-16:00, Sun closed',
    links: 'Useful links',
    terms: 'Terms',
    privacy: 'Privacy',
    help: 'Help Center',
    contact: 'Contact',
    about: 'About',
    madeIn: '© {{year}} Dwa. Made in Ghana.',
  },
  home: {
    heroTitle: 'Buy from Ghanaian sellers, chat on WhatsApp',
    heroText: 'Phones, fashion, food and more from shops in Accra, Kumasi, Tamale and Cape Coast.',
    categories: 'Categories',
    all: 'All',
    productsHeading: 'Products',
    emptyTitle: 'No products found',
    emptyHint: 'Try adjusting your search or browse categories',
    loadError: 'We could not load the products.',
    retry: 'Try again',
    loadMore: 'Load more',
    showing: 'Showing {{shown}} of {{total}}',
  },
  product: {
    boosted: 'Boosted',
    verified: 'Verified',
    delivery: 'Delivery available',
    noPhoto: 'No photo yet',
    soldBy: 'Sold by {{seller}}',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    goBack: 'Go Back',
    home: 'Home',
    browse: 'Browse Products',
    sell: 'Sell Your Items',
    about: 'About',
  },
  serverError: {
    title: 'Something went wrong',
    text: 'Our server had a problem. Please try again in a moment.',
    tryAgain: 'Try Again',
    goHome: 'Go Home',
    errorId: 'Error ID: {{id}}',
  },
  routerError: {
    title: 'Unexpected Application Error!',
    text: 'Something broke on this page. Going home usually helps.',
    goHome: 'Go Home',
  },
  areas: {
    sellerSignIn: 'Please log in to access seller dashboard',
    riderSignIn: 'Please log in to access your rider dashboard',
    adminSignIn: 'Please log in as an admin to continue',
    signInHint: 'Sign-in opens here soon. Until then you can browse the marketplace.',
  },
  validation: {
    invalid: 'This value is not valid.',
    phone: 'Enter a valid Ghana phone number.',
    phoneLogin: 'Enter a valid Ghana phone number (e.g. 053… or +23353…).',
    passwordRequired: 'Password is required.',
    passwordMin: 'Password must be at least 8 characters.',
    passwordMax: 'Password must be at most 128 characters.',
    codeFormat: 'Enter the 6-digit code.',
    resetCode: 'Enter the reset code you received.',
    businessName: 'Enter your business name.',
    productName: 'Enter the product name.',
    price: 'Enter a price in cedis, like 25 or 25.50.',
    amountTooLarge: 'This amount is too large: at most GH₵ 10,000,000.',
    name: 'Enter your name.',
    baseLocation: 'Enter your base location.',
    emailRequired: 'Enter your email.',
    adminPassword:
      'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
    passwordsDiffer: 'New passwords do not match',
    email: 'Enter a valid email address.',
    message: 'Write at least 10 characters.',
    contactWay: 'Give a phone number or an email so we can answer.',
    priceRange: 'The highest price must not be below the lowest price.',
  },
  toasts: { region: 'Notifications' },
  labels: {
    home: 'Home',
    products: 'Products',
    sellers: 'Sellers',
    about: 'About',
    contact: 'Contact',
    searchPlaceholder: 'Search products, sellers...',
    voiceSearch: 'Voice search',
    imageSearch: 'Image search',
    allCategories: 'All categories',
    food: 'Food',
    electronics: 'Electronics',
    fashion: 'Fashion',
    chatOnWhatsApp: 'Chat on WhatsApp',
    viewDetails: 'View details',
    requestReceipt: 'Request receipt',
    boost: 'Boost',
    boosted: 'Boosted',
    verified: 'Verified',
    registerAsSeller: 'Register as seller',
    businessName: 'Business name',
    phoneNumber: 'Phone number',
    location: 'Location',
    uploadPhotos: 'Upload photos',
    productName: 'Product name',
    category: 'Category',
    price: 'Price',
    description: 'Description',
    deliveryAvailable: 'Delivery available',
    submit: 'Submit',
    loading: 'Loading...',
    error: 'Error',
    success: 'Success',
    cancel: 'Cancel',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
  },
  /** Shorter placeholders where a field is narrow (a phone), where the full one is cut. */
  placeholders: { searchShort: 'Search' },
  enums: {
    category: {
      electronics: 'Electronics',
      fashion: 'Fashion',
      home: 'Home',
      automotive: 'Automotive',
      food: 'Food',
      sports: 'Sports',
      books: 'Books',
      general: 'General',
    },
    location: { accra: 'Accra', kumasi: 'Kumasi', tamale: 'Tamale', 'cape-coast': 'Cape Coast' },
    vehicleType: { bicycle: 'Bicycle', motorbike: 'Motorbike', car: 'Car', van: 'Van' },
    serviceZone: {
      'accra-central': 'Accra Central',
      tema: 'Tema',
      kumasi: 'Kumasi',
      takoradi: 'Takoradi',
      'cape-coast': 'Cape Coast',
      tamale: 'Tamale',
    },
    riderLanguage: {
      english: 'English',
      twi: 'Twi',
      ga: 'Ga',
      ewe: 'Ewe',
      dagbani: 'Dagbani',
      hausa: 'Hausa',
    },
    momoNetwork: { mtn: 'MTN', vodafone: 'Vodafone/Telecel', airteltigo: 'AirtelTigo' },
    notificationEvent: {
      welcome: 'Welcome Message',
      first_product: 'First Product Added',
      boost_active: 'Boost Activated',
      boost_expiry_reminder: 'Boost Expiry Reminder',
      inactivity_reminder: 'Add Products Reminder',
      verification_expiry: 'Verification Expiring',
      receipt_requested: 'Receipt Requested',
      pro_expiry: 'Pro Expiring',
    },
  },
} as const;

/** Every English text: what the server and the catalog tests use. Marked pure so a bundle that
 * only needs `enShell` leaves the account texts out. */
export const en: typeof enShell &
  typeof enAccounts &
  typeof enContent &
  typeof enSeller &
  typeof enPayments &
  typeof enPayouts &
  typeof enDeliveries &
  typeof enTracking &
  typeof enRiderCenter &
  typeof enAdminShell &
  typeof enAdminAnalytics &
  typeof enAdminModeration &
  typeof enAdminRiders &
  typeof enAdminWhatsApp &
  typeof enAdminSettings &
  typeof enProductReport = /* @__PURE__ */ Object.assign(
  {},
  enShell,
  enAccounts,
  enContent,
  enSeller,
  enPayments,
  enPayouts,
  enDeliveries,
  enTracking,
  enRiderCenter,
  enAdminShell,
  enAdminAnalytics,
  enAdminModeration,
  enAdminRiders,
  enAdminWhatsApp,
  enAdminSettings,
  enProductReport,
);

export type Catalog = import('./types.ts').CatalogShape<typeof en>;
