// The journeys' `test` and `expect`: Playwright's, plus the addresses of the two servers that
// global-setup.ts started. `baseURL` is the demo server, so `page.goto('/seller')` and
// `expect(page).toHaveURL('/seller')` need no host.
import { test as base, expect } from '@playwright/test';
import { OutboxReader } from './auth-helpers.ts';
import { ENV } from './global-setup.ts';

export interface Servers {
  /** The built app with demo data. */
  baseUrl: string;
  /** The built app on an empty database (no demo data): empty states. */
  emptyBaseUrl: string;
  /** The demo server's data directory (demo-credentials.json lives there). */
  demoDataDir: string;
}

interface WorkerFixtures extends Servers {
  /** Reads one-time codes from the demo server's admin outbox (as the demo admin). */
  outbox: OutboxReader;
}

function fromEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys with \`playwright test\``);
  return value;
}

// biome-ignore-start lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern
export const test = base.extend<object, WorkerFixtures>({
  baseUrl: [async ({}, use) => use(fromEnv(ENV.baseUrl)), { scope: 'worker' }],
  emptyBaseUrl: [async ({}, use) => use(fromEnv(ENV.emptyBaseUrl)), { scope: 'worker' }],
  demoDataDir: [async ({}, use) => use(fromEnv(ENV.demoDataDir)), { scope: 'worker' }],
  outbox: [
    async ({ baseUrl, demoDataDir }, use) => use(new OutboxReader(baseUrl, demoDataDir)),
    { scope: 'worker' },
  ],
  baseURL: async ({ baseUrl }, use) => use(baseUrl),
});
// biome-ignore-end lint/correctness/noEmptyPattern: -

export { expect };
