// A product page's structured data (schema.org Product with its Offer), so search engines can show
// the price, the photo and the shop. Pure: the page renderer passes what getProductDetail gave it.
import { LOCATION_LABELS, type RegistrationLocation } from '@dwa/domain/enums';
import { en } from '@dwa/domain/i18n/en';
import { pesewasToCedisString } from '@dwa/domain/money';
import { pagePath } from '@dwa/domain/pages';
import type { PhotoView } from '@dwa/domain/photo-view';
import type { ProductDetail } from '@dwa/domain/products';
import { SCHEMA_ORG_CONDITION, statedCondition } from '@dwa/domain/stated-condition';

/** The characters that could end or confuse the surrounding `<script>` (`</script>`, `<!--`, an
 * entity) or a JavaScript parser (U+2028, U+2029), as JSON escapes. They only ever occur inside
 * JSON strings, where `\u003c` means the same as `<`. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The largest variant of a photo (the last srcset entry: variants are listed smallest first),
 * which is what search engines want; the default src when the srcset says nothing. */
function largestSrc(photo: PhotoView): string {
  const last = photo.srcset.split(/,\s+/).pop()?.trim().split(/\s+/)[0];
  return last || photo.src;
}

/**
 * `<script type="application/ld+json">` for a product page. getProductDetail returns only listed
 * products (active, of an active seller); a sold, hidden or draft product has no page, so the
 * offer is always InStock. Products have no condition or brand field: itemCondition is given
 * only where the seller's own words state one ("Brand new", "UK used": stated-condition.ts), and
 * no brand (a title's first word is not one: an "iPhone 13 case" is not made by Apple).
 */
export function productJsonLd(product: ProductDetail, origin: string): string {
  const url = `${origin}${pagePath('product', { id: product.id })}`;
  const place = (slug: string) => LOCATION_LABELS[slug as RegistrationLocation] ?? slug;
  // Where a buyer can get it: the product's town, plus the seller's delivery areas.
  const areas = [
    ...new Set([
      place(product.location),
      ...(product.deliveryAvailable ? product.deliveryAreas : []),
    ]),
  ].filter(Boolean);
  const condition = statedCondition(product.title, product.description);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(product.description.trim() ? { description: product.description } : {}),
    ...(product.photos.length > 0
      ? { image: product.photos.map((photo) => `${origin}${largestSrc(photo)}`) }
      : {}),
    sku: product.id,
    productID: product.id,
    category: en.enums.category[product.category] ?? product.category,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: pesewasToCedisString(product.pricePesewas),
      priceCurrency: 'GHS',
      availability: 'https://schema.org/InStock',
      ...(condition ? { itemCondition: SCHEMA_ORG_CONDITION[condition] } : {}),
      ...(areas.length > 0 ? { areaServed: areas.length === 1 ? areas[0] : areas } : {}),
      seller: {
        '@type': 'Organization',
        name: product.seller.businessName,
        url: `${origin}${pagePath('shop', { id: product.seller.id })}`,
      },
    },
  };
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}
