// Records a "Chat on WhatsApp" tap without holding up the navigation to wa.me: sendBeacon queues
// the POST in the browser, which sends it even as the page goes to the background. It posts no
// body (so no content type the server would have to parse) and carries the visitor cookie; the
// browser adds the Origin header the server checks. fetch with keepalive is the fallback.
export function recordInquiry(productId: string) {
  const url = `/api/products/${encodeURIComponent(productId)}/inquiries`;
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  } catch {
    // Some embedded browsers throw on sendBeacon; fall through to fetch.
  }
  fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => {});
}
