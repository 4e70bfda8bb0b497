// Preact runs the React code (decision 033): react and react-dom resolve to preact/compat, in the
// browser bundle, the server-rendering bundle and the component tests alike, so all render with one
// library. `react` itself goes through react-on-preact.js, which adds what React Router 8 imports
// and Preact lacks (decision 044). Shared by vite.config.ts and the root vitest.config.ts.
import { fileURLToPath } from 'node:url';

export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('./src/lib/react-on-preact.js', import.meta.url)),
  },
];
