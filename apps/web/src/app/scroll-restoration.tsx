// Scroll positions for the app's own moves between pages. The browser only restores them for
// documents it loads; between pages the app draws itself a new page opened at the old page's
// offset (a product tapped far down home showed the footer), and the declarative router has no
// <ScrollRestoration> (that needs a data router). So: a new page opens at its top (or at its
// #hash's element), and Back/Forward return to where the visitor was on that history entry,
// kept per entry key in sessionStorage (a reload keeps them) and restored once the page's content
// is there (its screen and data may arrive after the move), else after a short wait.
//
// The first render (a hydrated server page, or a private page the browser renders) moves
// nothing: the browser has placed it already, and the visitor may have scrolled before the app
// started.
import { useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';
import {
  type NavigationAction,
  parsePositions,
  planScroll,
  remember,
  type ScrollPlan,
  serializePositions,
} from './scroll-plan.ts';

const STORAGE_KEY = 'dwa:scroll';
/** How long a restore waits for the page to be tall enough (its screen and data). */
const SETTLE_MS = 2_000;

export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const keeper = useRef<Keeper | null>(null);
  useLayoutEffect(() => {
    if (keeper.current) keeper.current.arrived(action, location);
    else keeper.current = keepPositions(location);
  }, [action, location]);
  useLayoutEffect(() => () => keeper.current?.stop(), []);
  return null;
}

interface Keeper {
  arrived(action: NavigationAction, location: Location): void;
  stop(): void;
}

function keepPositions(first: Location): Keeper {
  // Read from sessionStorage when first needed, not while the page hydrates: the first read of
  // the tab's storage waits on the browser, which a slow phone feels as blocking time.
  let kept: Map<string, number> | undefined;
  const positions = () => {
    kept ??= parsePositions(readStorage());
    return kept;
  };
  let key = entryKey(first.key);
  let last: Location = first;
  let stopSettling = () => {};

  const note = () => remember(positions(), key, window.scrollY);
  // Nothing read, nothing changed: nothing to write.
  const save = () => kept && writeStorage(serializePositions(kept));
  // Back/Forward between the app's entries: the position just before the page changes (a scroll
  // event of the same frame would only come after). A #fragment the browser followed itself
  // (an entry without the router's key) has scrolled already: that position is not the old one.
  const onPopState = () => {
    if ((history.state as { key?: unknown } | null)?.key) note();
  };
  // Leaving the document: the browser restores a reload or a return from another site itself,
  // at once and without JavaScript, if the entry asks it to.
  const onPageHide = () => {
    save();
    history.scrollRestoration = 'auto';
  };
  const onPageShow = () => {
    history.scrollRestoration = 'manual';
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save();
  };

  history.scrollRestoration = 'manual';
  addEventListener('scroll', note, { passive: true });
  addEventListener('popstate', onPopState);
  addEventListener('pagehide', onPageHide);
  addEventListener('pageshow', onPageShow);
  document.addEventListener('visibilitychange', onHidden);
  // A link's tap: the position before the move.
  document.addEventListener('click', note, true);

  // A page the browser did not put back (a reload or a return to a page the browser drew, whose
  // content arrived after the browser tried): its kept position, unless the visitor moved.
  if (cameBack() && window.scrollY === 0) {
    const saved = positions().get(key);
    if (saved) stopSettling = settle(restoreTo(saved));
  }

  return {
    arrived(action, location) {
      stopSettling();
      const from = last;
      last = location;
      key = entryKey(location.key);
      const plan = planScroll(action, from, location, positions().get(key));
      stopSettling = apply(plan);
      remember(positions(), key, plan.kind === 'restore' ? plan.y : window.scrollY);
      save();
    },
    stop() {
      stopSettling();
      save();
      removeEventListener('scroll', note);
      removeEventListener('popstate', onPopState);
      removeEventListener('pagehide', onPageHide);
      removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onHidden);
      document.removeEventListener('click', note, true);
    },
  };
}

/** Applies a plan; returns what stops it if it is still waiting for the page. */
function apply(plan: ScrollPlan): () => void {
  switch (plan.kind) {
    case 'keep':
      return () => {};
    case 'top':
      window.scrollTo(0, 0);
      return () => {};
    case 'anchor':
      window.scrollTo(0, 0);
      return settle(() => {
        const target = document.getElementById(plan.id);
        target?.scrollIntoView();
        return target !== null;
      });
    case 'restore':
      return settle(restoreTo(plan.y));
  }
}

/** Scrolls as near `y` as the page allows; done once it is there and nothing is loading. */
const restoreTo = (y: number) => () => {
  const room = document.documentElement.scrollHeight - window.innerHeight;
  window.scrollTo(0, Math.min(y, Math.max(0, room)));
  return room >= y - 1 && !document.querySelector('main [aria-busy="true"]');
};

/** Tries `attempt` now (no frame at the wrong place when the page is there), then each frame
 * until it says it is done, the wait is over, or the visitor scrolls, taps or types (their
 * scrolling wins). The first try never finishes it: a screen that is still loading may be
 * replaced by its loading state right after this render. */
function settle(attempt: () => boolean): () => void {
  const deadline = performance.now() + SETTLE_MS;
  const inputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const input of inputs) removeEventListener(input, stop, true);
  };
  const step = () => {
    if (attempt() || performance.now() > deadline) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const input of inputs) addEventListener(input, stop, { capture: true, passive: true });
  attempt();
  frame = requestAnimationFrame(step);
  return stop;
}

/** The router's key of a history entry. The first entry and those the browser made (a followed
 * #fragment) have none ("default"): they get one here, kept in the entry's state, so Back to
 * them finds their position. */
function entryKey(routerKey: string): string {
  if (routerKey !== 'default') return routerKey;
  const key = newEntryKey();
  history.replaceState({ ...(history.state as object | null), key }, '');
  return key;
}

const newEntryKey = () => Math.random().toString(36).slice(2, 10);

/** Before the router starts: gives the document's own history entry the position (`idx`) and
 * key the router and entryKey would each write on first render. `history.replaceState` is a
 * round trip to the browser (~6 ms on a fast machine, ~25 at 4× CPU slowdown), so it is done
 * once, in a task of its own, rather than twice inside the hydration task (decision 033,
 * addendum 5). The router reads both back as if it had written them. */
export function prepareHistoryEntry() {
  const state = history.state as { idx?: unknown; key?: unknown } | null;
  if (typeof state?.idx === 'number' && typeof state.key === 'string' && state.key) return;
  history.replaceState(
    {
      ...state,
      idx: typeof state?.idx === 'number' ? state.idx : 0,
      key: typeof state?.key === 'string' && state.key ? state.key : newEntryKey(),
    },
    '',
  );
}

/** A reload, or Back/Forward into this document from another one. */
function cameBack(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

// sessionStorage may be unavailable (disabled, full, a private mode): positions are then kept
// for this document only.
function readStorage(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(value: string) {
  try {
    sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    // See above.
  }
}
