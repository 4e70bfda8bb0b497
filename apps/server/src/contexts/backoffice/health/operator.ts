// Who may read the health details (engine, migrations by name): the operator's scraper with
// METRICS_TOKEN as its bearer, or a signed-in admin. Anyone else (balancers, the web app's
// offline banner, a stranger) gets the status alone.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

export function isOperator(request: FastifyRequest, metricsToken: string | undefined): boolean {
  const session = request.session;
  if (session?.userType === 'admin' && session.role !== 'pending_code') return true;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return Boolean(metricsToken && given && timingSafeEqual(digest(given), digest(metricsToken)));
}
