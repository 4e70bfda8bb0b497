// The app's screens for the current location, the same on the server (inside a StaticRouter)
// and in the browser (inside a BrowserRouter), and where each page opens when the visitor moves
// between them (scroll-restoration.tsx: it renders nothing and acts only in the browser).
import { useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { routesFor } from './routes.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

export function AppRoutes() {
  const routes = routesFor(useLocation().pathname);
  return (
    <>
      <ScrollRestoration />
      <ErrorBoundary>{useRoutes(routes)}</ErrorBoundary>
    </>
  );
}
