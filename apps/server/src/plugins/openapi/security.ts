// How each API operation authenticates, as the OpenAPI document says it. Derived from where a
// route is registered (app.ts): the public scope answers anyone, the `own` scope (accounts and
// everyone's own data) is marked by `sessionRoutes` and needs the session cookie. The few routes
// that differ say so in their operation entry (operations-*.ts): the sign-in forms of the own
// scope are public; webhooks and the local media stand-in check a signature or a token instead.
// openapi.test.ts calls every operation anonymously and fails when the document is not true.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `sessionRoutes`: the route is in the scope that serves signed-in callers. */
    signedInScope?: boolean;
  }
}

export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'dwa_session',
    description:
      'The session cookie set by a sign-in (seller, rider or admin), HttpOnly. Routes answer 401 without it and 403 to another kind of user.',
  },
  whatsappSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Hub-Signature-256',
    description:
      '`sha256=` and the hex HMAC-SHA256 of the raw request body, keyed with the Meta app secret (WHATSAPP_APP_SECRET or the one saved in Bot Settings), as Meta signs its webhooks.',
  },
  whatsappVerifyToken: {
    type: 'apiKey',
    in: 'query',
    name: 'hub.verify_token',
    description:
      "The verify token (WHATSAPP_VERIFY_TOKEN or the one saved in Bot Settings) that Meta's subscription handshake sends back.",
  },
  paystackSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Paystack-Signature',
    description:
      'The hex HMAC-SHA512 of the raw request body, keyed with the payment provider secret key, as Paystack signs its events (the local simulator signs the same way).',
  },
  devGraphToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "The local media stand-in's access token (development only, outbox transport): the bot and the simulator CLI send it as Meta's Graph API expects.",
  },
} as const;

export type SchemeName = keyof typeof SECURITY_SCHEMES;

/** Marks every route registered in `scope` (and its children) as one for signed-in callers. */
export function sessionRoutes(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, signedInScope: true };
  });
}

/** The operation's security requirement: what its entry declares, else what its scope says. */
export function securityOf(
  declared: 'public' | SchemeName | undefined,
  config: { signedInScope?: boolean } | undefined,
): Record<string, string[]>[] {
  const scheme = declared ?? (config?.signedInScope ? 'session' : 'public');
  return scheme === 'public' ? [] : [{ [scheme]: [] }];
}
