// What the server prints when it is up: the one public origin every link uses (PUBLIC_ORIGIN,
// else http://localhost:PORT; decision 036), not an address of its own making, so the banner,
// pages, receipts and WhatsApp messages all name the same site.
import type { Env } from './env.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export function startupBanner(
  env: Pick<Env, 'publicOrigin' | 'publicOriginConfigured'>,
  listening: { host: string; port: number },
  details: string,
): string[] {
  const lines = [`Dwa is running at ${env.publicOrigin}  (${details})`];
  const url = new URL(env.publicOrigin);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  // Behind a proxy (or on every interface) the socket is elsewhere: say where, too.
  const same =
    port === listening.port &&
    (url.hostname === listening.host ||
      (LOOPBACK.has(url.hostname) && LOOPBACK.has(listening.host)));
  if (!same) lines.push(`  listening on ${listening.host}:${listening.port}`);
  if (!env.publicOriginConfigured && !LOOPBACK.has(listening.host)) {
    lines.push(
      `  links in pages and messages say ${env.publicOrigin}: set PUBLIC_ORIGIN to the address other devices use`,
    );
  }
  return lines;
}
