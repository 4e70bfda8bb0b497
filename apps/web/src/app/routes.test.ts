// The router and the server's 404 decision read the same page paths (packages/domain/src/pages.ts):
// every route's full path is one of them (or a redirect the server also answers), and every one
// of them is a route.
import { PAGE_PATHS, PAGE_REDIRECTS } from '@dwa/domain/pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

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
    const paths = new Set(fullPaths(routes).filter((p) => !p.endsWith('*')));
    const expected = new Set([...Object.values(PAGE_PATHS), ...Object.keys(PAGE_REDIRECTS)]);
    expect([...paths].sort()).toEqual([...expected].sort());
  });
});
