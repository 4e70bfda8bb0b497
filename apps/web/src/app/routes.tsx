// Routes. The home page is in the entry chunk (it is the first thing most buyers see); every other
// screen is a lazy chunk (lazy-screen.tsx: written here as `lazy`, made elements at the end). Seller, rider and admin screens (and the forms, react-hook-form and zod
// they use) are chunks a buyer never downloads. Each private area sits under a guard layout route,
// so every path in it, known or not, needs the right sign-in first.
import { PAGE_REDIRECTS, PAGE_PATHS as PATHS } from '@dwa/domain/pages';
import { createElement, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { textsReady } from '../lib/i18n.ts';
import { lazyScreen, type ScreenModule } from './lazy-screen.tsx';
import { HomePage } from './public/home-page.tsx';
import { RootLayout } from './root-layout.tsx';

/** A route as written below: a path and an element, or a lazily loaded screen. */
interface Route {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  lazy?: () => Promise<ScreenModule>;
  children?: Route[];
}

const notFound: Route = {
  path: '*',
  lazy: async () => ({
    Component: (await import('./public/not-found-page.tsx')).NotFoundPage,
  }),
};

/** A lazy account screen, loaded with the English texts of the account screens. */
const screen =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), import('../lib/account-texts.ts').then(textsReady)]).then(
      ([module]) => module,
    );

const sellerLogin = screen(() => import('./seller/seller-login-page.tsx'));

/** The seller's layout and dashboard, loaded with the account and seller-center texts. */
const sellerHome =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([
      load(),
      import('../lib/account-texts.ts').then(textsReady),
      import('../lib/seller-texts.ts').then(textsReady),
    ]).then(([module]) => module);

/** Any other seller-center screen: also the payment texts (plans, boosts, payment history). */
const sellerScreen =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([sellerHome(load)(), import('../lib/payment-texts.ts').then(textsReady)]).then(
      ([module]) => module,
    );

/** A lazy public content page (/sell, /about, /help, …), loaded with the content texts. */
const contentPage =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), import('../lib/content-texts.ts').then(textsReady)]).then(
      ([module]) => module,
    );

const returnPolicy = contentPage(() => import('./content/return-policy-page.tsx'));
const boostHelp = contentPage(() => import('./content/boost-help-page.tsx'));

const contentPages: Route[] = [
  { path: PATHS.sell, lazy: contentPage(() => import('./content/sell-page.tsx')) },
  { path: PATHS.about, lazy: contentPage(() => import('./content/about-page.tsx')) },
  { path: PATHS.terms, lazy: contentPage(() => import('./content/terms-page.tsx')) },
  { path: PATHS.privacy, lazy: contentPage(() => import('./content/privacy-page.tsx')) },
  { path: PATHS.returnPolicy, lazy: returnPolicy },
  { path: PATHS.returns, lazy: returnPolicy },
  { path: PATHS.help, lazy: contentPage(() => import('./content/help-page.tsx')) },
  { path: PATHS.helpBoost, lazy: boostHelp },
  { path: PATHS.boost, lazy: boostHelp },
  { path: PATHS.contact, lazy: contentPage(() => import('./content/contact-page.tsx')) },
  { path: PATHS.howItWorks, lazy: contentPage(() => import('./content/how-it-works-page.tsx')) },
];

const seller: Route = {
  path: PATHS.sellerDashboard,
  children: [
    { path: PATHS.sellerLogin, lazy: sellerLogin },
    {
      path: PATHS.sellerResetPassword,
      lazy: screen(() => import('./seller/seller-reset-page.tsx')),
    },
    {
      // With the seller-center texts: the first product's photo picker is the product form's.
      path: PATHS.sellerOnboarding,
      lazy: sellerScreen(() => import('./seller/seller-onboarding-page.tsx')),
    },
    {
      lazy: screen(() => import('./seller/seller-guard.tsx')),
      children: [
        {
          lazy: sellerHome(() => import('./seller/seller-layout.tsx')),
          children: [
            { index: true, lazy: sellerHome(() => import('./seller/seller-dashboard-page.tsx')) },
            {
              path: PATHS.sellerProducts,
              lazy: sellerScreen(() => import('./seller/seller-products-page.tsx')),
            },
            {
              path: PATHS.sellerProductNew,
              lazy: sellerScreen(() => import('./seller/seller-product-new-page.tsx')),
            },
            {
              path: PATHS.sellerUploads,
              lazy: sellerScreen(() => import('./seller/seller-uploads-page.tsx')),
            },
            {
              path: PATHS.sellerProductEdit,
              lazy: sellerScreen(() => import('./seller/seller-product-edit-page.tsx')),
            },
            {
              path: PATHS.sellerReceipts,
              lazy: sellerScreen(() => import('./seller/seller-receipts-page.tsx')),
            },
            {
              path: PATHS.sellerProfile,
              lazy: sellerScreen(() => import('./seller/seller-profile-page.tsx')),
            },
            {
              path: PATHS.sellerDeliveries,
              lazy: sellerScreen(() => import('./seller/seller-deliveries-page.tsx')),
            },
            {
              path: PATHS.sellerDeliveryNew,
              lazy: sellerScreen(() => import('./seller/seller-delivery-new-page.tsx')),
            },
            {
              path: PATHS.sellerOrders,
              lazy: sellerScreen(() =>
                Promise.all([
                  import('./seller/seller-orders-page.tsx'),
                  import('../lib/order-texts.ts').then(textsReady),
                ]).then(([module]) => module),
              ),
            },
          ],
        },
        notFound,
      ],
    },
  ],
};

/** A lazy signed-in rider screen, loaded with the account and rider-center texts. */
const riderScreen =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([
      load(),
      import('../lib/account-texts.ts').then(textsReady),
      import('../lib/rider-texts.ts').then(textsReady),
    ]).then(([module]) => module);

const rider: Route = {
  path: PATHS.riderHome,
  children: [
    { path: PATHS.riderLogin, lazy: screen(() => import('./rider/rider-login-page.tsx')) },
    { path: PATHS.riderRegister, lazy: screen(() => import('./rider/rider-register-page.tsx')) },
    {
      lazy: screen(() => import('./rider/rider-guard.tsx')),
      children: [
        {
          lazy: riderScreen(() => import('./rider/rider-layout.tsx')),
          children: [
            { index: true, lazy: riderScreen(() => import('./rider/rider-home-page.tsx')) },
            {
              path: PATHS.riderJobs,
              lazy: riderScreen(() => import('./rider/rider-jobs-page.tsx')),
            },
            {
              path: PATHS.riderProfile,
              lazy: riderScreen(() => import('./rider/rider-profile-page.tsx')),
            },
          ],
        },
        notFound,
      ],
    },
  ],
};

/** A lazy admin back-office screen, loaded with the account and admin texts. */
const adminScreen =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([
      load(),
      import('../lib/account-texts.ts').then(textsReady),
      import('../lib/admin-texts.ts').then(textsReady),
    ]).then(([module]) => module);

const admin: Route = {
  path: PATHS.adminHome,
  children: [
    { path: PATHS.adminLogin, lazy: screen(() => import('./admin/admin-login-page.tsx')) },
    {
      lazy: screen(async () => ({
        Component: (await import('./admin/admin-guard.tsx')).AdminSessionGuard,
      })),
      children: [
        {
          path: PATHS.adminChangePassword,
          lazy: screen(() => import('./admin/admin-change-password-page.tsx')),
        },
      ],
    },
    {
      lazy: screen(() => import('./admin/admin-guard.tsx')),
      children: [
        {
          lazy: adminScreen(() => import('./admin/admin-layout.tsx')),
          children: [
            { index: true, lazy: adminScreen(() => import('./admin/admin-home-page.tsx')) },
            {
              path: PATHS.adminOutbox,
              lazy: adminScreen(() => import('./admin/admin-outbox-page.tsx')),
            },
            {
              path: PATHS.adminWhatsAppSimulator,
              lazy: adminScreen(() => import('./admin/admin-whatsapp-simulator-page.tsx')),
            },
            {
              path: PATHS.adminAnalytics,
              lazy: adminScreen(() => import('./admin/admin-analytics-page.tsx')),
            },
            {
              path: PATHS.adminWhatsApp,
              lazy: adminScreen(() => import('./admin/admin-whatsapp-page.tsx')),
            },
            {
              path: PATHS.adminRiders,
              lazy: adminScreen(() => import('./admin/admin-riders-page.tsx')),
            },
            {
              path: PATHS.adminMoney,
              lazy: adminScreen(() => import('./admin/admin-money-page.tsx')),
            },
            {
              path: PATHS.adminOrders,
              lazy: adminScreen(() =>
                Promise.all([
                  import('./admin/admin-orders-page.tsx'),
                  import('../lib/order-texts.ts').then(textsReady),
                ]).then(([module]) => module),
              ),
            },
            {
              path: PATHS.adminNotifications,
              lazy: adminScreen(() => import('./admin/admin-notifications-page.tsx')),
            },
            {
              path: PATHS.adminSettings,
              lazy: adminScreen(() => import('./admin/admin-settings-page.tsx')),
            },
            {
              path: PATHS.adminSellers,
              lazy: adminScreen(() => import('./admin/admin-sellers-page.tsx')),
            },
            {
              path: PATHS.adminProducts,
              lazy: adminScreen(() => import('./admin/admin-products-page.tsx')),
            },
            {
              path: PATHS.adminMessages,
              lazy: adminScreen(() => import('./admin/admin-messages-page.tsx')),
            },
            {
              path: PATHS.adminAudit,
              lazy: adminScreen(() => import('./admin/admin-audit-page.tsx')),
            },
            {
              path: PATHS.adminPrelaunch,
              lazy: adminScreen(() => import('./admin/admin-prelaunch-page.tsx')),
            },
            notFound,
          ],
        },
      ],
    },
  ],
};

/** The public pages: what every buyer's first visit matches against. */
const publicPages: Route[] = [
  { index: true, element: <HomePage /> },
  {
    path: PATHS.search,
    // With the texts of what nearest results let go (decision 061).
    lazy: () =>
      Promise.all([
        import('./public/search-page.tsx'),
        import('../lib/search-relaxed-texts.ts').then(textsReady),
      ]).then(([module]) => module),
  },
  {
    path: PATHS.serverError,
    lazy: async () => ({
      Component: (await import('./public/server-error-page.tsx')).ServerErrorPage,
    }),
  },
  {
    path: PATHS.product,
    lazy: async () => ({
      Component: (await import('./public/product-page.tsx')).ProductPage,
    }),
  },
  {
    path: PATHS.shop,
    lazy: async () => ({ Component: (await import('./public/shop-page.tsx')).ShopPage }),
  },
  {
    path: PATHS.receipt,
    lazy: async () => ({
      Component: (await import('./public/receipt-page.tsx')).ReceiptPage,
    }),
  },
  {
    // The simulator's phone prompt, with the payments texts only.
    path: PATHS.pay,
    lazy: () =>
      Promise.all([
        import('./public/pay-page.tsx'),
        import('../lib/payment-texts.ts').then(textsReady),
      ]).then(([module]) => module),
  },
  {
    // A delivery's tracking page, with its own texts and the delivery statuses.
    path: PATHS.track,
    lazy: () =>
      Promise.all([
        import('./public/track-page.tsx'),
        import('../lib/tracking-texts.ts').then(textsReady),
      ]).then(([module]) => module),
  },
  {
    // A Buy safely order's page, with its own texts and paying's (the Telecel voucher form).
    path: PATHS.order,
    lazy: () =>
      Promise.all([
        import('./public/order-page.tsx'),
        import('../lib/order-texts.ts').then(textsReady),
        import('../lib/payment-texts.ts').then(textsReady),
      ]).then(([module]) => module),
  },
  { path: PATHS.login, lazy: sellerLogin },
  ...contentPages,
  // The server redirects these too (no JavaScript needed); this is a link followed in the app.
  // The page's own guard sends a signed-out visitor on to its sign-in.
  ...Object.entries(PAGE_REDIRECTS).map(([path, { to }]) => ({
    path,
    element: <Navigate to={PATHS[to]} replace />,
  })),
];

/** A route table: the root layout around some pages and the 404 catch-all. */
const table = (pages: Route[]): Route[] => [
  { element: <RootLayout />, children: [...pages, notFound] },
];

function toRouteObjects(list: Route[]): RouteObject[] {
  return list.map(({ lazy, children, ...route }) => ({
    ...route,
    ...(lazy ? { element: createElement(lazyScreen(lazy)) } : {}),
    ...(children ? { children: toRouteObjects(children) } : {}),
  })) as RouteObject[];
}

// One table per area, chosen by the path's first segment (routesFor). React Router flattens and
// ranks the whole table it is given on every match (at every navigation and in both the server's
// and the browser's first render): with every area in one table that was 46 ms (preloading the
// screens) and 25 ms (rendering) of the home page's hydration at 4× CPU slowdown, 9 + 9 ms with
// the public table alone (decision 033, addendum 5). The public pages'
// table leaves the ~35 seller, rider and admin routes out; an area's table has only its own.
const areas = [seller, rider, admin].map((area) => ({
  prefix: area.path!,
  routes: toRouteObjects(table([area])),
}));
const publicRoutes = toRouteObjects(table(publicPages));

/** The route table for a location's path. Matching is case-insensitive, as React Router's. */
export function routesFor(pathname: string): RouteObject[] {
  const path = pathname.toLowerCase();
  const area = areas.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  return area?.routes ?? publicRoutes;
}

/** Every route of every area (the tests compare them with packages/domain/src/pages.ts). */
export const allRoutes: RouteObject[] = [publicRoutes, ...areas.map((a) => a.routes)].flat();
