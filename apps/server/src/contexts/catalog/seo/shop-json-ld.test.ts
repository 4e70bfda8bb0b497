import type { ShopPage } from '@dwa/domain/shops';
import { describe, expect, it } from 'vitest';
import { shopJsonLd } from './shop-json-ld.ts';

const ORIGIN = 'https://dwa.example';
const SHOP = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

function shop(overrides: Partial<ShopPage> = {}): ShopPage {
  const card = (id: string) => ({ id }) as ShopPage['products'][number];
  return {
    id: SHOP,
    businessName: 'Ama Fabrics',
    isVerified: true,
    location: 'cape-coast',
    whatsappNumber: '+233201234567',
    description: 'Kente and batik from Bonwire.',
    photo: {
      src: '/media/shops/a/320.webp',
      srcset: '/media/shops/a/160.webp 160w, /media/shops/a/640.webp 640w',
      width: 640,
      height: 640,
    },
    memberSince: '2026-01-01T00:00:00.000Z',
    products: [card('p-1'), card('p-2')],
    ...overrides,
  };
}

function parse(tag: string) {
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(tag);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('shopJsonLd', () => {
  it('describes the shop as an OnlineStore and lists its product pages', () => {
    const url = `${ORIGIN}/shops/${SHOP}`;
    expect(parse(shopJsonLd(shop(), ORIGIN))).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'OnlineStore',
          '@id': `${url}#shop`,
          name: 'Ama Fabrics',
          url,
          description: 'Kente and batik from Bonwire.',
          image: `${ORIGIN}/media/shops/a/640.webp`,
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Cape Coast',
            addressCountry: 'GH',
          },
        },
        {
          '@type': 'ItemList',
          '@id': `${url}#products`,
          numberOfItems: 2,
          itemListElement: [
            { '@type': 'ListItem', position: 1, url: `${ORIGIN}/products/p-1` },
            { '@type': 'ListItem', position: 2, url: `${ORIGIN}/products/p-2` },
          ],
        },
      ],
    });
  });

  it('leaves out what the shop does not have, and cannot be closed by its name', () => {
    const tag = shopJsonLd(
      shop({ photo: null, description: ' ', businessName: '</script><b>x</b>', products: [] }),
      ORIGIN,
    );
    expect(tag.match(/<\/script/gi)).toHaveLength(1);
    const [store, list] = parse(tag)['@graph'];
    expect(store).not.toHaveProperty('image');
    expect(store).not.toHaveProperty('description');
    expect(store.name).toBe('</script><b>x</b>');
    expect(list.itemListElement).toEqual([]);
  });
});
