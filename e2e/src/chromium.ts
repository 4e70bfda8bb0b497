import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** The system Chromium (never a downloaded one: downloads fail on these machines). */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with \`sudo apt-get install -y chromium\` ` +
        '(Debian/Ubuntu) or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return path;
}

/** Chromium for a journey. Its contexts block the app's service worker unless a test asks for
 * it (`serviceWorkers: 'allow'`, offline.spec.ts): page.route() cannot see requests a worker
 * answers, and a journey must not pass on a copy cached by an earlier step. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}
