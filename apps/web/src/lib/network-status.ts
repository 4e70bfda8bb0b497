// Whether the app is offline. navigator.onLine alone misses "connected but no internet" (a Wi-Fi
// without data, an empty data bundle) and is not reliable in a page the service worker opened
// from its cache, so the worker also reports: it marks a shell it served from cache with
// <meta name="dwa-offline"> and posts on the "dwa-network" channel: 'offline' when a network
// request fails, 'online' when a page loads from the network. While offline, a tiny request
// checks every few seconds whether the network is back.

const CHANNEL = 'dwa-network';
const PROBE_MS = 4000;

let workerSaysOffline =
  typeof document !== 'undefined' && document.querySelector('meta[name="dwa-offline"]') !== null;
let probeTimer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function setWorkerOffline(offline: boolean) {
  if (offline) startProbe();
  else stopProbe();
  if (workerSaysOffline === offline) return;
  workerSaysOffline = offline;
  emit();
}

function startProbe() {
  if (probeTimer) return;
  probeTimer = setInterval(() => {
    // /api/health is never answered by the worker: only the real network can reach it.
    fetch('/api/health', { cache: 'no-store' }).then(
      () => setWorkerOffline(false),
      () => {},
    );
  }, PROBE_MS);
}

function stopProbe() {
  clearInterval(probeTimer);
  probeTimer = undefined;
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && (!navigator.onLine || workerSaysOffline);
}

export function subscribeNetwork(listener: () => void): () => void {
  listeners.add(listener);
  const onOnline = () => {
    setWorkerOffline(false);
    listener();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  const channel = 'BroadcastChannel' in window ? new BroadcastChannel(CHANNEL) : null;
  if (channel) channel.onmessage = (event) => setWorkerOffline(event.data === 'offline');
  if (workerSaysOffline) startProbe();
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
    channel?.close();
    if (listeners.size === 0) stopProbe();
  };
}
