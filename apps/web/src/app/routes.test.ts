// The router and the server's 404 decision read the same page paths (packages/domain/src/pages.ts):
// every route's full path is one of them (or a redirect the server also answers), and every one
// of them is a route.
import { PAGE_PATHS, PAGE_REDIRECTS } from '@dwa/domain/pages';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allRoutes, routesFor } from './routes.tsx';

function fullPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const here = route.index ? [parent || '/'] : route.path && !route.children ? [own] : [];
    const withChildren = route.path && route.children && !route.index ? [own] : [];
    return [...here, ...withChildren, ...fullPaths(route.children ?? [], own)];
  });
}

describe('routes', () => {
  it('are exactly the page paths and redirects of packages/domain/src/pages.ts (plus the 404 catch-all)', () => {
    const paths = new Set(fullPaths(allRoutes).filter((p) => !p.endsWith('*')));
    const expected = new Set([...Object.values(PAGE_PATHS), ...Object.keys(PAGE_REDIRECTS)]);
    expect([...paths].sort()).toEqual([...expected].sort());
  });

  it('match each page path in the table routesFor gives it, as in one table of every route', () => {
    const fullTable: RouteObject[] = [{ children: allRoutes }];
    for (const pattern of [...Object.values(PAGE_PATHS), ...Object.keys(PAGE_REDIRECTS)]) {
      // A concrete path for the pattern (`:id` → a value), and its upper-case spelling.
      const path = pattern.replace(/:\w+/g, 'x1');
      for (const spelling of [path, path.toUpperCase()]) {
        const inArea = matchRoutes(routesFor(spelling), spelling)?.at(-1)?.route.path;
        const inAll = matchRoutes(fullTable, spelling)?.at(-1)?.route.path;
        expect(inArea, spelling).toBe(inAll);
        expect(inArea, spelling).not.toBe('*');
      }
    }
  });

  it("leave the private areas out of the public pages' table", () => {
    const publicPaths = fullPaths(routesFor('/'));
    expect(publicPaths).toContain(PAGE_PATHS.product);
    for (const area of [PAGE_PATHS.sellerDashboard, PAGE_PATHS.riderHome, PAGE_PATHS.adminHome]) {
      expect(publicPaths.filter((p) => p.startsWith(area))).toEqual([]);
      expect(fullPaths(routesFor(`${area}/anything`))).toContain(area);
    }
  });
});
