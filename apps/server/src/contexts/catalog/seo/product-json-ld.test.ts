import type { ProductDetail } from '@dwa/domain/products';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld.ts';

const ORIGIN = 'https://dwa.example';
const ID = '3f2b8c1e-6d4a-4e7b-9a10-5c2d8e9f0a1b';
const SHOP = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: ID,
    title: 'Kente stole',
    description: 'Handwoven in Bonwire.',
    pricePesewas: 123_456,
    category: 'fashion',
    location: 'kumasi',
    deliveryAvailable: false,
    deliveryCostPesewas: null,
    deliveryAreas: [],
    isBoosted: false,
    buySafely: false,
    photos: [
      {
        src: '/media/products/k/0/320.webp',
        srcset:
          '/media/products/k/0/160.webp 160w, /media/products/k/0/320.webp 320w, /media/products/k/0/1280.webp 1280w',
        width: 1280,
        height: 960,
      },
      { src: '/media/products/k/1/640.webp', srcset: '', width: 640, height: 480 },
    ],
    viewCount: 3,
    whatsappClickCount: 1,
    seller: {
      id: SHOP,
      businessName: 'Ama Fabrics',
      isVerified: true,
      location: 'kumasi',
      whatsappNumber: '+233201234567',
    },
    related: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The tag's JSON, parsed back (the tag must be exactly one script element). */
function parse(tag: string) {
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(tag);
  expect(match).not.toBeNull();
  expect(match![1]).not.toContain('</script');
  return JSON.parse(match![1]!);
}

describe('productJsonLd', () => {
  it('describes the product, its offer and its shop as schema.org data', () => {
    expect(parse(productJsonLd(detail(), ORIGIN))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kente stole',
      description: 'Handwoven in Bonwire.',
      image: [`${ORIGIN}/media/products/k/0/1280.webp`, `${ORIGIN}/media/products/k/1/640.webp`],
      sku: ID,
      productID: ID,
      category: 'Fashion',
      url: `${ORIGIN}/products/${ID}`,
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/products/${ID}`,
        price: '1234.56',
        priceCurrency: 'GHS',
        availability: 'https://schema.org/InStock',
        areaServed: 'Kumasi',
        seller: { '@type': 'Organization', name: 'Ama Fabrics', url: `${ORIGIN}/shops/${SHOP}` },
      },
    });
  });

  it('gives the price in cedis with two decimals, from integer pesewas', () => {
    const price = (pricePesewas: number) =>
      parse(productJsonLd(detail({ pricePesewas }), ORIGIN)).offers.price;
    expect(price(123_456)).toBe('1234.56');
    expect(price(45_050)).toBe('450.50');
    expect(price(5)).toBe('0.05');
    expect(price(0)).toBe('0.00');
    expect(price(1_000_000_000)).toBe('10000000.00');
  });

  it('cannot be closed or broken by what a seller types', () => {
    const hostile = '</script><script>alert(1)</script>';
    const tag = productJsonLd(
      detail({
        title: hostile,
        description: 'a & b <!-- c --> \u2028\u2029',
        seller: { ...detail().seller, businessName: '<b>Shop</b>' },
      }),
      ORIGIN,
    );
    // One opening and one closing tag: the title's markup is escaped, not closed.
    expect(tag.match(/<script/gi)).toHaveLength(1);
    expect(tag.match(/<\/script/gi)).toHaveLength(1);
    expect(tag).not.toMatch(/[\u2028\u2029]/);
    expect(tag).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(tag).toContain('a \\u0026 b \\u003c!-- c --\\u003e \\u2028\\u2029');
    // And the data says exactly what the seller typed.
    const data = parse(tag);
    expect(data.name).toBe(hostile);
    expect(data.description).toBe('a & b <!-- c --> \u2028\u2029');
    expect(data.offers.seller.name).toBe('<b>Shop</b>');
  });

  it('leaves out image and description when there are none', () => {
    const data = parse(productJsonLd(detail({ photos: [], description: '  ' }), ORIGIN));
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
  });

  it('names the delivery areas where the seller delivers', () => {
    const data = parse(
      productJsonLd(
        detail({
          location: 'accra',
          deliveryAvailable: true,
          deliveryCostPesewas: 1500,
          deliveryAreas: ['Accra', 'Tema', 'Kasoa'],
        }),
        ORIGIN,
      ),
    );
    expect(data.offers.areaServed).toEqual(['Accra', 'Tema', 'Kasoa']);
    expect(data).not.toHaveProperty('itemCondition');
    expect(data.offers).not.toHaveProperty('itemCondition');
  });

  it("gives the offer the condition the seller's words state, and never a brand", () => {
    const offer = (title: string, description: string) =>
      parse(productJsonLd(detail({ title, description }), ORIGIN)).offers;
    expect(offer('Tecno Spark 20', 'Brand new in box').itemCondition).toBe(
      'https://schema.org/NewCondition',
    );
    expect(offer('UK used Toyota side mirror', '').itemCondition).toBe(
      'https://schema.org/UsedCondition',
    );
    expect(offer('Refurbished HP EliteBook', '').itemCondition).toBe(
      'https://schema.org/RefurbishedCondition',
    );
    expect(offer('New arrivals', 'Brand new and fairly used')).not.toHaveProperty('itemCondition');
    expect(parse(productJsonLd(detail({ title: 'iPhone 13 case' }), ORIGIN))).not.toHaveProperty(
      'brand',
    );
  });
});
