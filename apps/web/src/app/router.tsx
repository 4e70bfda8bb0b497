// Routes. The home page is in the entry chunk (it is the first thing most buyers see); every other
// screen is a lazy chunk. Seller, rider and admin screens (and the forms, react-hook-form and zod
// they use) are chunks a buyer never downloads. Each private area sits under a guard layout route,
// so every path in it, known or not, needs the right sign-in first.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { prefetchProduct } from '../features/products/prefetch-product.ts';
import { prefetchShop } from '../features/shops/prefetch-shop.ts';
import { HomePage } from './public/home-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouterErrorScreen } from './router-error-screen.tsx';

const notFound: RouteObject = {
  path: '*',
  lazy: async () => ({
    Component: (await import('./public/not-found-page.tsx')).NotFoundPage,
  }),
};

/** A lazy account screen, loaded with the English texts of the account screens. */
const screen =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), import('../lib/account-texts.ts')]).then(([module]) => module);

const sellerLogin = screen(() => import('./seller/seller-login-page.tsx'));

/** A lazy seller-center screen, loaded with the account and seller-center texts. */
const sellerScreen =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), import('../lib/account-texts.ts'), import('../lib/seller-texts.ts')]).then(
      ([module]) => module,
    );

/** A lazy public content page (/sell, /about, /help, …), loaded with the content texts. */
const contentPage =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), import('../lib/content-texts.ts')]).then(([module]) => module);

const returnPolicy = contentPage(() => import('./content/return-policy-page.tsx'));
const boostHelp = contentPage(() => import('./content/boost-help-page.tsx'));

const contentPages: RouteObject[] = [
  { path: 'sell', lazy: contentPage(() => import('./content/sell-page.tsx')) },
  { path: 'about', lazy: contentPage(() => import('./content/about-page.tsx')) },
  { path: 'terms', lazy: contentPage(() => import('./content/terms-page.tsx')) },
  { path: 'privacy', lazy: contentPage(() => import('./content/privacy-page.tsx')) },
  { path: 'return-policy', lazy: returnPolicy },
  { path: 'returns', lazy: returnPolicy },
  { path: 'help', lazy: contentPage(() => import('./content/help-page.tsx')) },
  { path: 'help/boost', lazy: boostHelp },
  { path: 'boost', lazy: boostHelp },
  { path: 'contact', lazy: contentPage(() => import('./content/contact-page.tsx')) },
  { path: 'how-it-works', lazy: contentPage(() => import('./content/how-it-works-page.tsx')) },
];

const seller: RouteObject = {
  path: 'seller',
  children: [
    { path: 'login', lazy: sellerLogin },
    { path: 'reset-password', lazy: screen(() => import('./seller/seller-reset-page.tsx')) },
    { path: 'onboarding', lazy: screen(() => import('./seller/seller-onboarding-page.tsx')) },
    {
      lazy: screen(() => import('./seller/seller-guard.tsx')),
      children: [
        {
          lazy: sellerScreen(() => import('./seller/seller-layout.tsx')),
          children: [
            { index: true, lazy: sellerScreen(() => import('./seller/seller-dashboard-page.tsx')) },
            {
              path: 'products',
              lazy: sellerScreen(() => import('./seller/seller-products-page.tsx')),
            },
            {
              path: 'products/new',
              lazy: sellerScreen(() => import('./seller/seller-product-new-page.tsx')),
            },
            {
              path: 'products/uploads',
              lazy: sellerScreen(() => import('./seller/seller-uploads-page.tsx')),
            },
            {
              path: 'products/:id/edit',
              lazy: sellerScreen(() => import('./seller/seller-product-edit-page.tsx')),
            },
            {
              path: 'profile',
              lazy: sellerScreen(() => import('./seller/seller-profile-page.tsx')),
            },
          ],
        },
        notFound,
      ],
    },
  ],
};

const rider: RouteObject = {
  path: 'rider',
  children: [
    { path: 'login', lazy: screen(() => import('./rider/rider-login-page.tsx')) },
    { path: 'register', lazy: screen(() => import('./rider/rider-register-page.tsx')) },
    {
      lazy: screen(() => import('./rider/rider-guard.tsx')),
      children: [
        { index: true, lazy: screen(() => import('./rider/rider-home-page.tsx')) },
        notFound,
      ],
    },
  ],
};

const admin: RouteObject = {
  path: 'admin',
  children: [
    { path: 'login', lazy: screen(() => import('./admin/admin-login-page.tsx')) },
    {
      lazy: screen(async () => ({
        Component: (await import('./admin/admin-guard.tsx')).AdminSessionGuard,
      })),
      children: [
        {
          path: 'change-password',
          lazy: screen(() => import('./admin/admin-change-password-page.tsx')),
        },
      ],
    },
    {
      lazy: screen(() => import('./admin/admin-guard.tsx')),
      children: [
        { index: true, lazy: screen(() => import('./admin/admin-home-page.tsx')) },
        { path: 'outbox', lazy: screen(() => import('./admin/admin-outbox-page.tsx')) },
        notFound,
      ],
    },
  ],
};

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouterErrorScreen />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'search', lazy: () => import('./public/search-page.tsx') },
      {
        path: '500',
        lazy: async () => ({
          Component: (await import('./public/server-error-page.tsx')).ServerErrorPage,
        }),
      },
      {
        path: 'products/:id',
        loader: prefetchProduct,
        lazy: async () => ({
          Component: (await import('./public/product-page.tsx')).ProductPage,
        }),
      },
      {
        path: 'shops/:id',
        loader: prefetchShop,
        lazy: async () => ({ Component: (await import('./public/shop-page.tsx')).ShopPage }),
      },
      {
        path: 'receipts/:number',
        lazy: async () => ({
          Component: (await import('./public/receipt-page.tsx')).ReceiptPage,
        }),
      },
      { path: 'login', lazy: sellerLogin },
      ...contentPages,
      seller,
      rider,
      admin,
      notFound,
    ],
  },
]);
