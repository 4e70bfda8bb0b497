// Dwa service worker (hand-written; write-sw.mjs prepends VERSION and PRECACHE for each build).
// - The app shell (index.html, entry JS and CSS, icons) is precached at install.
// - Page navigations: network first, the cached shell when offline (the SPA then renders the
//   route from cached API answers).
// - Public GET /api/ reads: network first, the last answer when offline.
// - /assets/ (hashed, immutable) and /media/ photos: cache first.
// Runtime caches are capped by entry count, oldest first out. Account, seller, rider and admin
// API answers are never stored: a shared phone must not show them to the next person offline.
/* global VERSION, PRECACHE */

const SHELL = `dwa-shell-${VERSION}`;
const CACHES = {
  api: { name: 'dwa-api-v1', max: 80 },
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
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !KEEP.has(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

/** Drops the oldest entries beyond the cap (cache.keys() lists in insertion order). */
async function trim({ name, max }) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}

async function put(spec, request, response) {
  if (!response.ok || response.type !== 'basic') return;
  const cache = await caches.open(spec.name);
  await cache.put(request, response);
  await trim(spec);
}

async function networkFirst(spec, request, event) {
  try {
    // No 'online' here: the answer may come from the HTTP cache without any network.
    const response = await fetch(request);
    event.waitUntil(put(spec, request, response.clone()));
    return response;
  } catch (error) {
    network.postMessage('offline');
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(spec, request, event) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  event.waitUntil(put(spec, request, response.clone()));
  return response;
}

/** A page: the network's HTML, else the cached shell marked so the page knows it is offline.
 * Always from the network (no-store): index.html is no-cache anyway, and a copy from the HTTP
 * cache would hide that the network is gone. Redirects are handed to the browser as they are. */
async function page(request) {
  try {
    const response = await fetch(request.url, {
      cache: 'no-store',
      credentials: 'same-origin',
      redirect: 'manual',
    });
    network.postMessage('online');
    return response;
  } catch (error) {
    network.postMessage('offline');
    const shell = await caches.match('/index.html', { cacheName: SHELL });
    if (!shell) throw error;
    const html = (await shell.text()).replace('<head>', '<head><meta name="dwa-offline" />');
    return new Response(html, { headers: shell.headers });
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/api/')) {
    if (PUBLIC_API.test(url.pathname)) event.respondWith(networkFirst(CACHES.api, request, event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(CACHES.assets, request, event));
  } else if (url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(CACHES.media, request, event));
  } else if (PRECACHE.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  }
});
