// The service worker's routing (scripts/sw-source.js) run in Node with fake caches, a fake network
// and fake timers: the 3 s fallback to a cached copy, the age cap on copies, navigation preload,
// the shell for a page never kept, and what is never stored. offline.spec.ts runs the built worker
// in Chromium.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://dwa.test';
const HOUR = 3600_000;
const SHELL_HTML = '<html><head></head><body>shell</body></html>';
const PAGES = 'dwa-pages-build1';
const source = readFileSync(new URL('../scripts/sw-source.js', import.meta.url), 'utf8');

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}
type Handler = (event: unknown) => void;

/** A same-origin network answer ('basic', as the browser gives the worker; Node's are 'default'). */
function basic(response: Response): Response {
  const clone = response.clone.bind(response);
  Object.defineProperty(response, 'type', { value: 'basic' });
  response.clone = () => basic(clone());
  return response;
}

const answer = (body: string, init?: ResponseInit) => basic(new Response(body, init));
const later = (ms: number, body: string, init?: ResponseInit) =>
  new Promise<Response>((resolve) => setTimeout(() => resolve(answer(body, init)), ms));

const keyOf = (request: string | { url: string }) =>
  new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;

function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      async put(request: string | FakeRequest, response: Response) {
        const body = await response.text();
        store.delete(keyOf(request));
        store.set(keyOf(request), new Response(body, response));
      },
      async match(request: string | FakeRequest) {
        return store.get(keyOf(request))?.clone();
      },
      async keys() {
        return [...store.keys()].map((url) => ({ url }));
      },
      async delete(request: string | { url: string }) {
        return store.delete(keyOf(request));
      },
      async addAll(urls: string[]) {
        for (const url of urls) store.set(keyOf(url), new Response(SHELL_HTML));
      },
    };
  };
  return {
    stores,
    async open(name: string) {
      return open(name);
    },
    async match(request: string | FakeRequest, options?: { cacheName?: string }) {
      const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
      for (const name of names.filter((n) => stores.has(n))) {
        const hit = await open(name).match(request);
        if (hit) return hit;
      }
      return undefined;
    },
    async keys() {
      return [...stores.keys()];
    },
    async delete(name: string) {
      return stores.delete(name);
    },
  };
}

/** Loads the worker's source (of build `version`) with fakes for what the browser gives it. */
function startWorker(version = 'build1', caches = fakeCaches()) {
  const listeners = new Map<string, Handler>();
  const fetch = vi.fn<(request: unknown, init?: RequestInit) => Promise<Response>>();
  const posted: string[] = [];
  const enablePreload = vi.fn(async () => {});
  const self = {
    addEventListener: (type: string, handler: Handler) => listeners.set(type, handler),
    location: { origin: ORIGIN },
    registration: { navigationPreload: { enable: enablePreload } },
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  class BroadcastChannel {
    postMessage(message: string) {
      posted.push(message);
    }
  }
  new Function('self', 'caches', 'fetch', 'BroadcastChannel', 'VERSION', 'PRECACHE', source)(
    self,
    caches,
    fetch,
    BroadcastChannel,
    version,
    ['/index.html'],
  );

  async function lifecycle(type: 'install' | 'activate') {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }

  /** Dispatches a GET; `answer` is what respondWith got (undefined: left to the browser). */
  function request(path: string, options: { navigate?: boolean; preload?: Response } = {}) {
    let response: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    listeners.get('fetch')!({
      request: {
        url: `${ORIGIN}${path}`,
        method: 'GET',
        mode: options.navigate ? 'navigate' : 'cors',
      },
      preloadResponse: Promise.resolve(options.preload),
      respondWith: (p: Promise<Response>) => {
        response = p;
      },
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    // Settles once everything the worker kept alive (cache writes) is done.
    const done = () => Promise.all(waits);
    return { response, done };
  }

  const cached = async (cacheName: string, path: string) =>
    (await caches.match(path, { cacheName }))?.text();

  return { caches, fetch, posted, enablePreload, lifecycle, request, cached };
}

/** Whether a promise has settled after the microtasks that are due have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

let worker: ReturnType<typeof startWorker>;

beforeEach(async () => {
  vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') });
  worker = startWorker();
  await worker.lifecycle('install');
  await worker.lifecycle('activate');
});
afterEach(() => {
  vi.useRealTimers();
});

/** Stores a copy of `path` through the worker (a fast network answer), then moves the clock. */
async function keep(path: string, body: string, age = 0, navigate = false) {
  worker.fetch.mockResolvedValueOnce(answer(body));
  const { response, done } = worker.request(path, { navigate });
  await response;
  await done();
  vi.setSystemTime(Date.now() + age);
}

describe('public API answers: network first, a copy after 3 s', () => {
  const path = '/api/products?page=1';

  it('answers from the network when it answers in time, and keeps the answer', async () => {
    worker.fetch.mockReturnValueOnce(later(2900, 'fresh'));
    const { response, done } = worker.request(path);
    await vi.advanceTimersByTimeAsync(2900);
    expect(await (await response!).text()).toBe('fresh');
    await done();
    expect(await worker.cached('dwa-api-v2', path)).toBe('fresh');
  });

  it('answers the copy after 3 s, and the late network answer still refreshes it', async () => {
    await keep(path, 'old', HOUR);
    worker.fetch.mockReturnValueOnce(later(8000, 'fresh'));
    const { response, done } = worker.request(path);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(response!)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await response!).text()).toBe('old');
    expect(await worker.cached('dwa-api-v2', path)).toBe('old');
    await vi.advanceTimersByTimeAsync(5000);
    await done();
    expect(await worker.cached('dwa-api-v2', path)).toBe('fresh');
  });

  it('keeps waiting for the network after 3 s when there is no copy', async () => {
    worker.fetch.mockReturnValueOnce(later(8000, 'fresh'));
    const { response } = worker.request(path);
    await vi.advanceTimersByTimeAsync(7999);
    expect(await settled(response!)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await response!).text()).toBe('fresh');
  });

  it('answers the copy at once when the network fails, and tells the pages', async () => {
    await keep(path, 'old', HOUR);
    worker.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { response } = worker.request(path);
    expect(await settled(response!)).toBe(true);
    expect(await (await response!).text()).toBe('old');
    expect(worker.posted).toEqual(['offline']);
  });

  it('treats a copy older than 24 hours as none', async () => {
    await keep(path, 'old', 24 * HOUR - 1000);
    worker.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await worker.request(path).response!).text()).toBe('old');

    vi.setSystemTime(Date.now() + 2000);
    worker.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(worker.request(path).response!).rejects.toThrow('Failed to fetch');
    // Nor after 3 s on a slow network: the worker waits for the network.
    worker.fetch.mockReturnValueOnce(later(8000, 'fresh'));
    const slow = worker.request(path).response!;
    await vi.advanceTimersByTimeAsync(7999);
    expect(await settled(slow)).toBe(false);
  });

  it('never answers or stores account, seller, rider or admin answers', async () => {
    for (const private_ of ['/api/seller/products', '/api/auth/me', '/api/admin/outbox']) {
      expect(worker.request(private_).response).toBeUndefined();
    }
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('does not keep an error answer', async () => {
    worker.fetch.mockResolvedValueOnce(answer('{}', { status: 500 }));
    const { response, done } = worker.request(path);
    expect((await response!).status).toBe(500);
    await done();
    expect(await worker.cached('dwa-api-v2', path)).toBeUndefined();
  });
});

describe('pages: navigation preload, per URL, the shell as the last resort', () => {
  it('enables navigation preload on activate and uses the preloaded answer', async () => {
    expect(worker.enablePreload).toHaveBeenCalled();
    const { response, done } = worker.request('/about', {
      navigate: true,
      preload: answer('<html><head></head>about</html>'),
    });
    expect(await (await response!).text()).toContain('about');
    expect(worker.fetch).not.toHaveBeenCalled();
    expect(worker.posted).toEqual(['online']);
    await done();
    expect(await worker.cached(PAGES, '/about')).toContain('about');
  });

  it('fetches the page itself, past the HTTP cache, when there is no preloaded answer', async () => {
    await keep('/about', 'about', 0, true);
    expect(worker.fetch).toHaveBeenCalledWith(`${ORIGIN}/about`, {
      cache: 'no-store',
      credentials: 'same-origin',
      redirect: 'manual',
    });
  });

  it('answers the copy of the URL after 3 s and refreshes it when the network answers', async () => {
    await keep('/products/p1', '<html><head></head>old</html>', HOUR, true);
    worker.fetch.mockReturnValueOnce(later(10_000, '<html><head></head>new</html>'));
    const { response, done } = worker.request('/products/p1', { navigate: true });
    await vi.advanceTimersByTimeAsync(3000);
    const html = await (await response!).text();
    // Served for slowness, not for being offline: no offline mark.
    expect(html).toBe('<html><head></head>old</html>');
    await vi.advanceTimersByTimeAsync(7000);
    await done();
    expect(await worker.cached(PAGES, '/products/p1')).toContain('new');
  });

  it('offline: the copy of the URL, marked offline', async () => {
    await keep('/products/p1', '<html><head></head>product</html>', HOUR, true);
    worker.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const html = await (await worker.request('/products/p1', { navigate: true }).response!).text();
    expect(html).toBe('<html><head><meta name="dwa-offline" /></head>product</html>');
  });

  it("the server down behind its proxy (502-504): the copy of the URL, else the proxy's notice", async () => {
    await keep('/products/p1', '<html><head></head>product</html>', HOUR, true);
    for (const status of [502, 503, 504]) {
      worker.fetch.mockResolvedValueOnce(answer('<html>Dwa is resting</html>', { status }));
      const html = await (
        await worker.request('/products/p1', { navigate: true }).response!
      ).text();
      expect(html).toBe('<html><head><meta name="dwa-offline" /></head>product</html>');
    }
    worker.fetch.mockResolvedValueOnce(answer('<html>Dwa is resting</html>', { status: 502 }));
    const { response, done } = worker.request('/products/p2', { navigate: true });
    const notice = await response!;
    expect([notice.status, await notice.text()]).toEqual([502, '<html>Dwa is resting</html>']);
    await done();
    // Neither answer replaced or became a copy.
    expect(await worker.cached(PAGES, '/products/p1')).toContain('product');
    expect(await worker.cached(PAGES, '/products/p2')).toBeUndefined();
  });

  it('offline with no copy of the URL (or one over a day old): the shell, marked offline', async () => {
    await keep('/products/p1', '<html><head></head>product</html>', 25 * HOUR, true);
    for (const path of ['/products/p2', '/products/p1']) {
      worker.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const html = await (await worker.request(path, { navigate: true }).response!).text();
      expect(html).toBe(SHELL_HTML.replace('<head>', '<head><meta name="dwa-offline" />'));
    }
  });

  it('never keeps an account page, nor a page the server marks private', async () => {
    await keep('/seller/products', 'mine', 0, true);
    await keep('/admin', 'admin', 0, true);
    worker.fetch.mockResolvedValueOnce(
      answer('signed in', { headers: { 'cache-control': 'private, no-cache' } }),
    );
    const { response, done } = worker.request('/search?q=shoes', { navigate: true });
    await response;
    await done();
    expect(worker.caches.stores.get(PAGES)?.size ?? 0).toBe(0);
  });

  it('drops the pages kept by the previous build when a new one activates', async () => {
    await keep('/products/p1', '<html><head></head>product</html>', 0, true);
    worker = startWorker('build2', worker.caches);
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect(await worker.caches.keys()).toEqual(['dwa-shell-build2']);
    worker.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const html = await (await worker.request('/products/p1', { navigate: true }).response!).text();
    expect(html).toContain('shell');
  });
});

describe('caps', () => {
  it('keeps at most 30 pages, oldest out first', async () => {
    for (let i = 0; i < 32; i++) await keep(`/products/p${i}`, `page ${i}`, 0, true);
    const keys = await (await worker.caches.open(PAGES)).keys();
    expect(keys.map((k) => new URL(k.url).pathname)).toEqual(
      Array.from({ length: 30 }, (_, i) => `/products/p${i + 2}`),
    );
  });
});
