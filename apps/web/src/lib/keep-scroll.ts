// The history state a link passes when it changes only what the same page shows (a category
// chip): the page stays where the visitor is instead of opening at its top
// (app/scroll-plan.ts reads it).
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return (state as { keepScroll?: unknown } | null | undefined)?.keepScroll === true;
}
