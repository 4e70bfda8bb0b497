// After sign-in the app follows ?redirect= only within this site (no open redirect).
import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each(['/seller', '/admin/outbox?tab=1#top', '/rider/jobs'])(
    'keeps the site path %s',
    (path) => {
      expect(safeRedirect(path, '/x')).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/seller',
    'javascript:alert(1)',
    'seller',
    '',
    null,
    undefined,
  ])('falls back for %j', (value) => {
    expect(safeRedirect(value, '/seller')).toBe('/seller');
  });

  it('builds the login URL with the path encoded', () => {
    expect(loginUrl('/seller/login', '/seller?a=1&b=2')).toBe(
      '/seller/login?redirect=%2Fseller%3Fa%3D1%26b%3D2',
    );
  });
});
