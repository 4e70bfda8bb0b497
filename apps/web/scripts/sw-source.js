// Dwa service worker (hand-written; write-sw.mjs prepends VERSION and PRECACHE and minifies it).
// - The app shell (index.html, entry JS and CSS, icons) is precached at install.
// - Page navigations (with navigation preload) and public GET /api/ reads: network first, kept per
//   URL. After WAIT ms without an answer a cached copy answers and the network's answer, when it
//   comes, refreshes the cache; with no copy the network is awaited. Offline: the copy, and for a
//   page never kept the cached shell, marked offline (the SPA renders it from cached answers).
// - A copy older than its cache's `age` is as good as none (stamped with STAMP when stored).
// - /assets/ (hashed, immutable) and /media/ photos: cache first.
// Runtime caches are capped by entry count, oldest first out. Account, seller, rider and admin
// answers and pages are never stored: a shared phone must not show them to the next person offline.
/* global VERSION, PRECACHE */

const SHELL = `dwa-shell-${VERSION}`;
const WAIT = 3000;
const DAY = 864e5;
const STAMP = 'x-sw-cached-at';
const CACHES = {
  // Server-rendered pages will carry data: only public ones, not marked private by the server.
  // One cache per build: a kept page names the hashed files of its build, which only that
  // build's shell cache is sure to hold (a new worker drops both).
  pages: {
    name: `dwa-pages-${VERSION}`,
    max: 30,
    age: DAY,
    keep: (request, response) =>
      !/^\/(seller|rider|admin)(\/|$)/.test(new URL(request.url).pathname) &&
      !/private|no-store/.test(response.headers.get('cache-control')),
  },
  api: { name: 'dwa-api-v2', max: 80, age: DAY },
  assets: { name: 'dwa-assets-v1', max: 60 },
  media: { name: 'dwa-media-v1', max: 120 },
};
const KEEP = new Set([SHELL, ...Object.values(CACHES).map((c) => c.name)]);
// Tells open pages whether the network answers (lib/network-status.ts shows the banner).
const network = new BroadcastChannel('dwa-network');
const PUBLIC_API =
  /^\/api\/(products|shops|search|categories|live-streams|settings\/public|receipts)(\/|$|\?)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      // The page's request starts while the worker boots (event.preloadResponse).
      self.registration.navigationPreload?.enable(),
      caches
        .keys()
        .then((names) =>
          Promise.all(names.filter((n) => !KEEP.has(n)).map((n) => caches.delete(n))),
        ),
    ]).then(() => self.clients.claim()),
  );
});

/** Drops the oldest entries beyond the cap (cache.keys() lists in insertion order). */
async function trim({ name, max }) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}

/** Stores a copy stamped with the time it was stored. */
async function put(spec, request, response) {
  if (!response.ok || response.type !== 'basic' || spec.keep?.(request, response) === false) return;
  const headers = new Headers(response.headers);
  headers.set(STAMP, Date.now());
  const cache = await caches.open(spec.name);
  await cache.put(request, new Response(response.body, { status: response.status, headers }));
  await trim(spec);
}

/** The cached copy, unless it is older than the cache's age cap (or has no stamp). Vary is
 * ignored: pages vary by cookie, language and Save-Data, but a page kept is never a personal
 * one, and offline a copy in another language beats none. */
async function copy(spec, request) {
  const hit = await caches.match(request, { cacheName: spec.name, ignoreVary: true });
  return hit && Date.now() - hit.headers.get(STAMP) < spec.age ? hit : undefined;
}

/** Network first, with the copy after WAIT ms; `offline(copy, error)` answers a network error. */
async function networkFirst(
  spec,
  request,
  event,
  load,
  offline = (hit, error) => hit || Promise.reject(error),
) {
  const fresh = load();
  // Registered now: the cache is refreshed even when the copy answered first.
  event.waitUntil(fresh.then((response) => put(spec, request, response.clone())).catch(() => {}));
  const late = new Promise((resolve) => setTimeout(resolve, WAIT));
  try {
    return (await Promise.race([fresh, late])) || (await copy(spec, request)) || (await fresh);
  } catch (error) {
    network.postMessage('offline');
    return offline(await copy(spec, request), error);
  }
}

async function cacheFirst(spec, request, event) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  event.waitUntil(put(spec, request, response.clone()));
  return response;
}

/** What a reverse proxy answers while the app behind it is down (its "unavailable" page). */
const GATEWAY_DOWN = new Set([502, 503, 504]);

/** A page: the preloaded answer, else a fetch that skips the HTTP cache (a copy from it would hide
 * that the network is gone; pages are no-cache anyway). Redirects go to the browser as they are.
 * Offline, the copy of this URL or the shell, marked so the page knows. While the site's server
 * is down behind its proxy, a copy of this URL beats the proxy's notice; with no copy, the
 * notice (in the visitor's language) says what happened, where the shell would only fail. */
function page(event) {
  const load = async () => {
    const response =
      (await event.preloadResponse) ||
      (await fetch(event.request.url, {
        cache: 'no-store',
        credentials: 'same-origin',
        redirect: 'manual',
      }));
    if (GATEWAY_DOWN.has(response.status) && (await copy(CACHES.pages, event.request))) {
      throw new Error(`the site answered ${response.status}`);
    }
    network.postMessage('online');
    return response;
  };
  return networkFirst(CACHES.pages, event.request, event, load, async (hit, error) => {
    const cached = hit || (await caches.match('/index.html', { cacheName: SHELL }));
    if (!cached) throw error;
    const html = (await cached.text()).replace('<head>', '<head><meta name="dwa-offline" />');
    return new Response(html, { headers: cached.headers });
  });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
  } else if (url.pathname.startsWith('/api/')) {
    if (PUBLIC_API.test(url.pathname)) {
      event.respondWith(networkFirst(CACHES.api, request, event, () => fetch(request)));
    }
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(CACHES.assets, request, event));
  } else if (url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(CACHES.media, request, event));
  } else if (PRECACHE.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  }
});
