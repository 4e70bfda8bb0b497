// The app's screens for the current location, the same on the server (inside a StaticRouter)
// and in the browser (inside a BrowserRouter).
import { useRoutes } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { routes } from './routes.tsx';

export function AppRoutes() {
  return <ErrorBoundary>{useRoutes(routes)}</ErrorBoundary>;
}
