// Sessions for the signed-in pages, opened as the apps open them: the demo seller with the
// password the server wrote beside its data (demo-credentials.json), the demo rider with a
// one-time code read from the WhatsApp outbox as a developer reads it (the e2e journeys' reader).
// The bench then puts the session cookie in the browser's store before each run
// (browser-cookies.ts), so nothing of the sign-in itself is measured.
import { SESSION_COOKIE } from '../../../apps/server/src/access/sessions.ts';
import { demoCredentials, OutboxReader } from '../../../e2e/src/auth-helpers.ts';
import type { SignedInAs } from './options.ts';

async function post(base: string, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    // Mutating requests must come from the app's own origin, as a browser's would.
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
}

function sessionCookie(response: Response): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!set) throw new Error(`${response.url} set no ${SESSION_COOKIE} cookie`);
  return set.split(';')[0]!;
}

/** `dwa_session=…` for the demo seller or rider, checked with the server. */
export async function signIn(base: string, dataDir: string, as: SignedInAs): Promise<string> {
  const credentials = demoCredentials(dataDir);
  let cookie: string;
  if (as === 'seller') {
    const { phone, password } = credentials.seller;
    cookie = sessionCookie(await post(base, '/api/auth/seller/login', { phone, password }));
  } else {
    const { phone } = credentials.rider;
    await post(base, '/api/auth/codes', { phone, purpose: 'rider_login' });
    const code = await new OutboxReader(base, dataDir).codeFor(phone);
    cookie = sessionCookie(await post(base, '/api/auth/rider/login', { phone, code }));
  }
  const session = await fetch(`${base}/api/auth/session`, { headers: { cookie } });
  const { user } = (await session.json()) as { user: { type: string } | null };
  if (user?.type !== as) {
    throw new Error(`signed in as the demo ${as}, the session is ${JSON.stringify(user)}`);
  }
  return cookie;
}
