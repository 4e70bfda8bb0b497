// At most ENCODE_SLOTS photos are decoded and encoded at once in this process, however many
// saves arrive together: a 40 MP photo is ~160 MB of pixels while its variants are made, and two
// cores gain nothing from more at once. Waiting saves queue in arrival order. (Per process on
// purpose: it bounds this machine's memory, it is not a rule anything else relies on.)
export const ENCODE_SLOTS = 2;

export function createSlots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running < size) running++;
    // A finishing task hands its slot straight to the next in line.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export const withEncodeSlot = createSlots(ENCODE_SLOTS);
