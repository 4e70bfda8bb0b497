// Group commit: callers hand in items one by one; whenever no write is in flight the items
// waiting are written together by one `flush` (one transaction), and each caller gets its own
// result. Alone, an item is written at once (no timer, no added wait); under load, items that
// arrive while a write is in flight share the next one, so the database sees a few commits for
// many requests. Decision 032: the WhatsApp webhook's acknowledgement under 50 concurrent
// deliveries.

export type Flush<T, R> = (items: T[]) => Promise<R[]>;

export function createGroupCommit<T, R>(flush: Flush<T, R>, maxItems = 200) {
  let waiting: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  let writing = false;

  async function writeWaiting() {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxItems);
      waiting = waiting.slice(batch.length);
      try {
        const results = await flush(batch.map((w) => w.item));
        batch.forEach((w, i) => {
          w.resolve(results[i] as R);
        });
      } catch (error) {
        // The whole transaction failed: every caller in it fails (the webhook answers 500 and
        // Meta delivers again); later batches still get their own try.
        for (const w of batch) w.reject(error);
      }
    }
    writing = false;
  }

  return {
    submit(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (!writing) void writeWaiting();
      });
    },
  };
}
