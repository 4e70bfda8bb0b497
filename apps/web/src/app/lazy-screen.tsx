// A screen in its own chunk. The router is React Router's declarative one (decision 033: ~14 KB
// br less than the data router), which has no `lazy` routes: a lazy screen is an element that
// suspends until its module is there. A page the server rendered has its screens loaded before
// hydration (preloadScreens), so the first render never suspends and matches the HTML.
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

export interface ScreenModule {
  Component: ComponentType;
}

export interface LazyScreen {
  (): ReactNode;
  preload(): Promise<void>;
}

export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        Loaded = module.Component;
      },
      (error: unknown) => {
        // A failed chunk download may succeed on the next visit to the screen.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, like React.lazy
  const Screen = () => {
    if (!Loaded) throw preload();
    return <Loaded />;
  };
  Screen.preload = preload;
  return Screen;
}

/** Loads every lazy screen a location shows (server: before rendering; browser: before
 * hydrating). */
export async function preloadScreens(routes: RouteObject[], location: string) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as { type?: Partial<LazyScreen> } | undefined)?.type;
      return type?.preload?.();
    }),
  );
}
