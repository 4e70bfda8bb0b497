/**
 * Toasts without putting sonner (~9 KB br) on every first visit: the toaster is mounted and its
 * code fetched only when the first toast is raised. See docs/decisions/007-home-bundle.md.
 */
type Kind = 'success' | 'error' | 'info';

const listeners = new Set<() => void>();
let wanted = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** A toast; `description` is a second line under the message (the server's reason). */
export function notify(kind: Kind, message: string, description?: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => {
    toast[kind](message, description ? { description } : undefined);
  });
}

/** For the toaster host: whether a toast was ever asked for. */
export const toasterState = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
  /** Called once sonner's Toaster has subscribed, so queued toasts are not lost. */
  mounted: () => markMounted(),
};
