// One entry per API operation: what a client author reads (summary) and builds on (operationId).
// Written by hand per route, never generated from the URL; openapi.test.ts fails on a route
// without an entry and on an entry without a route.
import type { SchemeName } from './security.ts';

export interface Operation {
  /** The operationId: verb first, camelCase, unique and stable (generated clients name their
   * methods after it, so renaming one breaks them). */
  id: string;
  /** One short English sentence saying what the call does, ending with a full stop. */
  summary: string;
  /** Only where the route's scope does not say it (security.ts): a sign-in form of the
   * signed-in scope is 'public'; a webhook names the signature that authenticates it. */
  security?: 'public' | SchemeName;
}

/** Entries keyed by Fastify's route: `METHOD /api/path/:param`. */
export type Operations = Record<string, Operation>;
