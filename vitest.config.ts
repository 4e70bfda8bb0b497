import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/preact-aliases.ts';

// One project per workspace so `vitest run --project server` can re-run the database tests
// against PostgreSQL in CI.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'db',
          root: 'packages/db',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['../../packages/db/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] } },
      // The benchmarks' pure parts (option parsing, targets, verdicts); the benchmarks themselves
      // run only by hand (`npm run bench`).
      { test: { name: 'bench', root: 'bench', include: ['src/**/*.test.ts'] } },
      // Component tests (*.test.tsx, decision 051): Testing Library on jsdom, the API mocked with
      // MSW. React resolves to Preact as in the builds, so every library that imports React is
      // inlined (run through these aliases, not loaded by Node from node_modules), and Testing
      // Library's ESM builds are taken (its CommonJS ones would require the real react-dom).
      // The DOM, user-event and React Testing Library are inlined together so they share one
      // @testing-library/dom: user-event's events then run inside Preact's act().
      {
        resolve: { alias: preactAliases, mainFields: ['module', 'main'] },
        oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
        test: {
          name: 'web-dom',
          root: 'apps/web',
          include: ['src/**/*.test.tsx'],
          environment: './src/testing/jsdom-environment.ts',
          setupFiles: ['src/testing/setup.ts'],
          server: {
            deps: {
              inline: [
                /@testing-library\/(react|dom|user-event)/,
                'react-router',
                '@tanstack/react-query',
                'react-hook-form',
                '@hookform/resolvers',
                'sonner',
              ],
            },
          },
        },
      },
    ],
  },
});
