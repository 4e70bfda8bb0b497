// A tiny time-bounded cache for hot public reads (the home listing). Every visitor of the home
// page asks the same few questions; answering them from memory for a second turns N identical
// queries into one, and concurrent misses share one database call (single flight).
// Staleness is bounded by the TTL on every instance; writers in this process may `clear()` it.
import type { Clock } from './clock.ts';

export interface MicroCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export function createMicroCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  clock: Clock;
}): MicroCache<V> {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    get(key, load) {
      if (options.ttlMs <= 0) return load();
      const now = options.clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= options.maxEntries) {
        // Maps iterate in insertion order: drop the oldest.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const value = load();
      entries.set(key, { expires: now + options.ttlMs, value });
      // A failure is not remembered: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
