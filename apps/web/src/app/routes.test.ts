// The router and the server's 404 decision read the same page paths (packages/domain/src/pages.ts):
// every route's full path is one of them, and every one of them is a route.
import { PAGE_PATHS } from '@dwa/domain/pages';
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
  it('are exactly the page paths of packages/domain/src/pages.ts (plus the 404 catch-all)', () => {
    const paths = new Set(fullPaths(routes).filter((p) => !p.endsWith('*')));
    expect([...paths].sort()).toEqual([...new Set(Object.values(PAGE_PATHS))].sort());
  });
});
