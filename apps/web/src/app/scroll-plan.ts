// Where a page opens after a move between the app's pages (scroll-restoration.tsx applies it):
// a new page at its top, or at the element its #hash names; Back and Forward where the visitor
// was on that history entry. Pure, so it is tested without a browser.

import { keepsScroll } from '../lib/keep-scroll.ts';

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export type ScrollPlan =
  /** Leave the page where it is. */
  | { kind: 'keep' }
  | { kind: 'top' }
  /** The element whose id the URL's #hash names (the top until it is there). */
  | { kind: 'anchor'; id: string }
  /** Where the visitor was on this history entry, once the page is tall enough again. */
  | { kind: 'restore'; y: number };

interface Place {
  pathname: string;
  hash: string;
  /** History state: `{ keepScroll: true }` from a link that changes only what the same page
   * shows (a category chip), so the visitor stays by what they tapped. */
  state?: unknown;
}

export function planScroll(
  action: NavigationAction,
  from: Place,
  to: Place,
  saved: number | undefined,
): ScrollPlan {
  // Back/Forward. An entry never seen here (a #fragment the browser followed itself, which
  // scrolled already) is left as the browser put it.
  if (action === 'POP')
    return saved === undefined ? { kind: 'keep' } : { kind: 'restore', y: saved };
  const id = to.hash.slice(1);
  if (id) return { kind: 'anchor', id: decodeHash(id) };
  // The same page replacing its own URL (a filter kept in the query) stays where it is, and so
  // does a link on it that asks to (a category chip).
  if (action === 'REPLACE' && from.pathname === to.pathname) return { kind: 'keep' };
  if (keepsScroll(to.state) && from.pathname === to.pathname) return { kind: 'keep' };
  return { kind: 'top' };
}

function decodeHash(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** History entries whose positions are kept (the most recent ones). */
export const KEPT_ENTRIES = 50;

/** Records the position of an entry as the most recent one, forgetting the oldest past the limit. */
export function remember(positions: Map<string, number>, key: string, y: number) {
  positions.delete(key);
  positions.set(key, Math.max(0, Math.round(y)));
  for (const oldest of positions.keys()) {
    if (positions.size <= KEPT_ENTRIES) break;
    positions.delete(oldest);
  }
}

/** Positions as kept in sessionStorage: [key, y] pairs, oldest first. */
export function serializePositions(positions: Map<string, number>): string {
  return JSON.stringify([...positions]);
}

/** Positions read back; anything unreadable is no position (never an error). */
export function parsePositions(text: string | null): Map<string, number> {
  const positions = new Map<string, number>();
  if (!text) return positions;
  try {
    const pairs: unknown = JSON.parse(text);
    if (!Array.isArray(pairs)) return positions;
    for (const pair of pairs) {
      if (!Array.isArray(pair)) continue;
      const [key, y] = pair as unknown[];
      if (typeof key === 'string' && typeof y === 'number' && Number.isFinite(y)) {
        remember(positions, key, y);
      }
    }
  } catch {
    // Not ours, or cut short: start afresh.
  }
  return positions;
}
