import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium.ts';
import { startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app with demo data. */
    baseUrl: string;
    /** The demo server's data directory (demo-credentials.json lives there). */
    demoDataDir: string;
    /** The built app on an empty database (no demo data): empty states. */
    emptyBaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  chromiumPath(); // fail first, with the install hint, when there is no browser
  const [demo, empty] = await Promise.all([startServer(), startServer({ DEMO_DATA: 'false' })]);
  project.provide('baseUrl', demo.url);
  project.provide('demoDataDir', demo.dataDir);
  project.provide('emptyBaseUrl', empty.url);
  return async () => {
    await Promise.all([demo.stop(), empty.stop()]);
  };
}
