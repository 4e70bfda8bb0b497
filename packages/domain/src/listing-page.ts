// Constants the pages and the server's preloads (home, product) must agree on. Kept free of zod: the web
// entry chunk imports them, and a value import from a schema module pulls zod (~20 KB br) into
// every first visit.

/** The `sizes` of a product card's image: ~45 vw on phones, 1/4 of 72 rem on desktop. The
 * server's preload of the first cards' images must use the same value to be reused. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw';

/** What the home page asks for first (the server preloads exactly this URL). */
export const HOME_LISTING_URL = '/api/products?page=1&pageSize=24';

/** The `sizes` of the product page's main photo (full width on phones, half the 72 rem container
 * on desktop); the server's preload of it uses the same. */
export const MAIN_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

/** The product page's API request (the server preloads exactly this URL). */
export const productDetailUrl = (id: string) => `/api/products/${encodeURIComponent(id)}`;
