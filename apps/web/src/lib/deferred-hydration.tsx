// Progressive hydration. Hydrating a whole page in one go is one long task on a slow phone (a
// home page with 24 cards: ~300 ms at 4× CPU slowdown, all of it Total Blocking Time). Parts
// wrapped in <Deferred> keep their server HTML while the page hydrates and are hydrated after,
// a few per task, so no task is long. Preact keeps the server's DOM of a component that suspends
// while hydrating, one element of it: a <Deferred> child must always render exactly one element.
// Outside hydration (a screen the browser renders itself) <Deferred> renders at once.
import { type ReactNode, Suspense, useState } from 'react';

interface Gate {
  open: boolean;
  promise?: Promise<void>;
}

let hydrating = false;
const waiting: (() => void)[] = [];

/** Before hydrating: <Deferred> parts rendered from now on wait. */
export function startHydration() {
  hydrating = true;
}

/** After the page's hydration: hydrates the waiting parts `perTask` at a time, each batch in a
 * task of its own (a part's own <Deferred> parts wait their turn too: a grid waits as one part,
 * then its cards a few at a time); resolves once all are done. */
export function finishHydration(perTask = 1): Promise<void> {
  return new Promise((resolve) => {
    const next = () => {
      for (const open of waiting.splice(0, perTask)) open();
      // Opened parts render in this task's microtasks, queueing their own parts.
      setTimeout(() => {
        if (waiting.length > 0) next();
        else {
          hydrating = false;
          resolve();
        }
      });
    };
    setTimeout(next);
  });
}

function Wait({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) throw gate.promise;
  return children;
}

export function Deferred({ children }: { children: ReactNode }) {
  const [gate] = useState<Gate>(() => {
    if (!hydrating) return { open: true };
    const gate: Gate = { open: false };
    gate.promise = new Promise<void>((resolve) => {
      waiting.push(() => {
        gate.open = true;
        resolve();
      });
    });
    return gate;
  });
  return (
    <Suspense fallback={null}>
      <Wait gate={gate}>{children}</Wait>
    </Suspense>
  );
}
