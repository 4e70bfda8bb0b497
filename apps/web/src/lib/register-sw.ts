// Registers the service worker (dist/sw.js, written at build) once the page has loaded, so it
// never competes with the first page's own downloads. Production builds only: in `vite dev`
// there is no sw.js and caching would hide code changes.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (private mode, old browser): the site works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
