// A shop page's structured data. Google recommends the OnlineStore subtype of Organization for an
// online business (Search Central, "Adding markup support for organization-level return
// policies", 2024-06-11); LocalBusiness would need a street address Dwa does not have. The shop's
// products are an ItemList of their page URLs only: Google reads Product markup on a page about
// one product, never on a list of them ("use markup for a specific product, not a category or
// list of products"), and each product page carries its own. Pure, like productJsonLd.
import { LOCATION_LABELS, type RegistrationLocation } from '@dwa/domain/enums';
import { pagePath } from '@dwa/domain/pages';
import type { ShopPage } from '@dwa/domain/shops';
import { largestPhotoKey } from '../link-previews/preview-source.ts';
import { jsonForScript } from './product-json-ld.ts';

export function shopJsonLd(shop: ShopPage, origin: string): string {
  const url = `${origin}${pagePath('shop', { id: shop.id })}`;
  const photo = largestPhotoKey(shop.photo);
  const store = {
    '@type': 'OnlineStore',
    '@id': `${url}#shop`,
    name: shop.businessName,
    url,
    ...(shop.description.trim() ? { description: shop.description } : {}),
    ...(photo ? { image: `${origin}/media/${photo}` } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: LOCATION_LABELS[shop.location as RegistrationLocation] ?? shop.location,
      addressCountry: 'GH',
    },
  };
  const products = {
    '@type': 'ItemList',
    '@id': `${url}#products`,
    numberOfItems: shop.products.length,
    itemListElement: shop.products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: `${origin}${pagePath('product', { id: p.id })}`,
    })),
  };
  const data = { '@context': 'https://schema.org', '@graph': [store, products] };
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}
