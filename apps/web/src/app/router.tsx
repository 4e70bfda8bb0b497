// Routes. The home page is in the entry chunk (it is the first thing most buyers see); every other
// screen is a lazy chunk, and the seller, rider and admin areas are separate chunks a buyer never
// downloads.
import { createBrowserRouter } from 'react-router';
import { HomePage } from './public/home-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouterErrorScreen } from './router-error-screen.tsx';

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
      { path: 'seller/*', lazy: () => import('./seller/seller-area.tsx') },
      { path: 'rider/*', lazy: () => import('./rider/rider-area.tsx') },
      { path: 'admin/*', lazy: () => import('./admin/admin-area.tsx') },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./public/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
]);
