import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPublicQuery, queryKeys } from './query-keys.ts';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe('query keys', () => {
  it('put every buyer read under public (kept across sign-in) and seller data under seller', () => {
    const { public: pub, seller } = queryKeys;
    for (const key of [
      pub.productList('food'),
      pub.product('p1'),
      pub.shop('s1'),
      pub.categories(),
      pub.liveStreams(),
      pub.settings(),
      pub.receipt('DWA-1'),
      pub.search('q=x'),
      pub.photoSearch(1),
    ]) {
      expect(isPublicQuery(key), String(key)).toBe(true);
    }
    for (const key of [seller.productList({}), seller.product('p1'), seller.uploads()]) {
      expect(isPublicQuery(key)).toBe(false);
      expect(startsWith(key, seller.all())).toBe(true);
    }
    expect(isPublicQuery(queryKeys.session())).toBe(false);
  });

  it("let one invalidation of a seller's product change reach the listing and the product page", () => {
    expect(startsWith(queryKeys.public.productList(undefined), queryKeys.public.products())).toBe(
      true,
    );
    expect(startsWith(queryKeys.public.product('p1'), queryKeys.public.products())).toBe(true);
    expect(startsWith(queryKeys.seller.product('p1'), queryKeys.seller.products())).toBe(true);
  });

  it('are never spelled out as literals outside lib/query-keys.ts', () => {
    const src = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
          if (/queryKey:\s*\[/.test(readFileSync(path, 'utf8')))
            offenders.push(relative(src, path));
        }
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });
});
