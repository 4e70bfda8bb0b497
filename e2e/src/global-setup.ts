// Starts the two built servers once for the whole run: one with demo data, one on an empty
// database (empty states). Their addresses reach the tests as environment variables (Playwright
// starts its workers after this, with this process's environment); fixtures.ts reads them.
import { type RunningServer, startServer } from './server-process.ts';

export const ENV = {
  baseUrl: 'DWA_E2E_BASE_URL',
  emptyBaseUrl: 'DWA_E2E_EMPTY_BASE_URL',
  demoDataDir: 'DWA_E2E_DEMO_DATA_DIR',
} as const;

export default async function globalSetup() {
  const started = await Promise.allSettled([startServer(), startServer({ DEMO_DATA: 'false' })]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((s: RunningServer) => s.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const [demo, empty] = servers as [RunningServer, RunningServer];
  process.env[ENV.baseUrl] = demo.url;
  process.env[ENV.demoDataDir] = demo.dataDir;
  process.env[ENV.emptyBaseUrl] = empty.url;
  // The returned function is the global teardown: Playwright calls it after the last worker.
  return stopAll;
}
