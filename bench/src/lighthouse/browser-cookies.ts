// The measured visitor's cookies, put in the browser's own cookie store before each run.
// Lighthouse's `extraHeaders: { Cookie }` is not enough: Chromium sets a request's Cookie header
// from its store whenever the store has a cookie for the URL, and the app writes one as soon as
// its script runs (`theme=system`). From then on, in that run and in every later one (Lighthouse
// clears caches and storage between runs, not cookies), the page's requests carried the store's
// cookies only: the dashboards' API calls went without the session (401, then the guard's
// redirect to the sign-in page), and a page asked for in Twi was rendered in English. A cookie in
// the store goes with every request, the service worker's included, as it does for a real
// visitor. The store is emptied first so that no cookie of an earlier run (another language,
// another account) is sent. Spoken over the DevTools protocol's browser socket (Node's
// WebSocket), as Lighthouse itself reaches the browser.

export interface BrowserCookie {
  name: string;
  value: string;
  /** As the server sets the session cookie: out of reach of the page's script. */
  httpOnly?: boolean;
}

/** Parses `a=1; b=2` (a Cookie header) into cookies; `httpOnly` names the HttpOnly ones. */
export function cookiesOf(header: string, httpOnly: readonly string[] = []): BrowserCookie[] {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      if (at <= 0) throw new Error(`not a cookie: "${part}"`);
      const name = part.slice(0, at);
      return { name, value: part.slice(at + 1), httpOnly: httpOnly.includes(name) };
    });
}

async function browserSocket(port: number): Promise<WebSocket> {
  const version = await fetch(`http://127.0.0.1:${port}/json/version`);
  const { webSocketDebuggerUrl } = (await version.json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise<void>((ok, fail) => {
    socket.addEventListener('open', () => ok(), { once: true });
    socket.addEventListener('error', () => fail(new Error('no DevTools socket')), { once: true });
  });
  return socket;
}

/** Empties the browser's cookie store, then puts `cookies` in it for `origin`. */
export async function setBrowserCookies(
  port: number,
  origin: string,
  cookies: BrowserCookie[],
): Promise<void> {
  const socket = await browserSocket(port);
  let nextId = 0;
  const send = (method: string, params: object) =>
    new Promise<void>((ok, fail) => {
      const id = ++nextId;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: unknown };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        if (message.error) fail(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else ok();
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('Storage.clearCookies', {});
    if (cookies.length > 0) {
      await send('Storage.setCookies', {
        cookies: cookies.map((c) => ({
          name: c.name,
          value: c.value,
          url: origin,
          path: '/',
          httpOnly: c.httpOnly ?? false,
          sameSite: 'Lax',
        })),
      });
    }
  } finally {
    socket.close();
  }
}
