// Constants of the listing and product pages. Kept free of zod: the web entry chunk imports them,
// and a value import from a schema module pulls zod (~20 KB br) into every first visit.

/** The `sizes` of a product card's image: 1/4 of 72 rem on desktop, a third on tablets, and on
 * phones a little under half the width (two cards with the page's padding and gap are ~45 vw):
 * said as 43 vw, a 412 px phone at 1.75× takes the 320 px variant instead of the 640 px one,
 * a quarter of the bytes for 24 cards, at a size the eye cannot tell apart. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 43vw';

/** The `sizes` of the product page's main photo (full width on phones, half the 72 rem container
 * on desktop). */
export const MAIN_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

/** The product page's API request. */
export const productDetailUrl = (id: string) => `/api/products/${encodeURIComponent(id)}`;
