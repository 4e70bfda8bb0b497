// The app's router: the routes of routes.tsx in the browser's history.
import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);
