import { existsSync } from 'node:fs';

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

/** Flags for a headless Chromium in a container: no sandbox (root), no GPU, and nothing that
 * reaches the network on its own (updates, sync, QUIC probes). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
