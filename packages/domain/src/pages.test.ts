import { describe, expect, it } from 'vitest';
import { matchPagePath, PAGE_PATHS, PAGE_REDIRECTS, pagePath, redirectFor } from './pages.ts';

describe('matchPagePath', () => {
  it.each([
    ['/', 'home', {}],
    ['/search', 'search', {}],
    ['/search/', 'search', {}],
    [
      '/products/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      'product',
      { id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' },
    ],
    ['/shops/abc', 'shop', { id: 'abc' }],
    ['/receipts/DWA-20261124-ABCDEF', 'receipt', { number: 'DWA-20261124-ABCDEF' }],
    ['/help/boost', 'helpBoost', {}],
    ['/seller', 'sellerDashboard', {}],
    ['/seller/products/new', 'sellerProductNew', {}],
    ['/seller/products/uploads', 'sellerUploads', {}],
    ['/seller/products/42/edit', 'sellerProductEdit', { id: '42' }],
    ['/admin/outbox', 'adminOutbox', {}],
  ])('%s is the %s page', (path, page, params) => {
    expect(matchPagePath(path)).toEqual({ page, params });
  });

  it.each([
    '/nope',
    '/products',
    '/products/a/b',
    '/seller/products/42',
    '/seller/unknown',
    '/admin/outbox/x',
    '/search/kente',
  ])('%s is no page', (path) => {
    expect(matchPagePath(path)).toBeNull();
  });

  it('round-trips every pattern through pagePath', () => {
    for (const [page, pattern] of Object.entries(PAGE_PATHS)) {
      const path = pagePath(page as keyof typeof PAGE_PATHS, {
        id: 'x y',
        number: 'N1',
        reference: 'dwa_1',
        token: 'T0k3n',
      });
      expect(matchPagePath(path), pattern).toMatchObject({ page });
    }
    expect(pagePath('product', { id: 'a/b' })).toBe('/products/a%2Fb');
  });
});

describe('redirectFor', () => {
  it("sends the spec's /dashboard link to the seller's dashboard, or to its sign-in first", () => {
    expect(redirectFor('/dashboard', true)).toBe('/seller');
    expect(redirectFor('/dashboard/', true)).toBe('/seller');
    expect(redirectFor('/dashboard', false)).toBe('/seller/login?redirect=%2Fseller');
  });

  it('leaves pages and unknown paths alone', () => {
    expect(redirectFor('/seller', true)).toBeNull();
    expect(redirectFor('/dashboard/x', true)).toBeNull();
    expect(redirectFor('/toString', false)).toBeNull();
    expect(redirectFor('/', false)).toBeNull();
  });

  it('redirects only paths that are no page, to pages', () => {
    for (const [path, { to, signIn }] of Object.entries(PAGE_REDIRECTS)) {
      expect(matchPagePath(path)).toBeNull();
      expect(PAGE_PATHS[to]).toBeDefined();
      expect(PAGE_PATHS[signIn]).toBeDefined();
    }
  });
});
