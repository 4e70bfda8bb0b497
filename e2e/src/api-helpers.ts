// Calls to the app's API as a browser would make them (the Origin header the CSRF check wants),
// and the session cookie an answer sets: for journeys that prepare state through the API.

/** `dwa_session=…` from an answer that signed someone in. */
export function sessionCookie(response: Response): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith('dwa_session='));
  if (!set) throw new Error('no session cookie in the answer');
  return set.split(';')[0]!;
}

/** A JSON API call with `cookie` ('' for none). */
export function apiCall(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      origin: baseUrl,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
