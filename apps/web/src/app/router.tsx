// Routes. The home page is in the entry chunk (it is the first thing most buyers see); every other
// screen is a lazy chunk. Seller, rider and admin screens (and the forms, react-hook-form and zod
// they use) are chunks a buyer never downloads. Each private area sits under a guard layout route,
// so every path in it, known or not, needs the right sign-in first.
import { createBrowserRouter, type RouteObject } from 'react-router';
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

const seller: RouteObject = {
  path: 'seller',
  children: [
    { path: 'login', lazy: sellerLogin },
    { path: 'reset-password', lazy: screen(() => import('./seller/seller-reset-page.tsx')) },
    { path: 'onboarding', lazy: screen(() => import('./seller/seller-onboarding-page.tsx')) },
    {
      lazy: screen(() => import('./seller/seller-guard.tsx')),
      children: [
        { index: true, lazy: screen(() => import('./seller/seller-home-page.tsx')) },
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
      {
        path: '500',
        lazy: async () => ({
          Component: (await import('./public/server-error-page.tsx')).ServerErrorPage,
        }),
      },
      { path: 'login', lazy: sellerLogin },
      seller,
      rider,
      admin,
      notFound,
    ],
  },
]);
