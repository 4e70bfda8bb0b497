// What the server embeds in a rendered page for the browser's first render: the answers the page
// was rendered from (so the browser asks for none of them again), the language and data-saver
// setting it used. One `<script type="application/json">` block:
// data, not code, so the CSP needs no hash for it.
import type { DehydratedState } from '@tanstack/react-query';
import type { RenderedWith } from './providers.tsx';

export const HYDRATION_STATE_ID = 'dwa-state';

export interface HydrationState {
  renderedWith: RenderedWith;
  queries: DehydratedState;
}

/** JSON safe inside `<script>`: `<`, U+2028 and U+2029 escaped, so no text can end the block. */
export function serializeHydrationState(state: HydrationState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readHydrationState(): HydrationState | null {
  const element = document.getElementById(HYDRATION_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as HydrationState;
  } catch {
    return null;
  }
}
