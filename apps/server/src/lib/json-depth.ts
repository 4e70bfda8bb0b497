// How deep a parsed JSON value nests, measured without recursion. JSON.parse reads a body nested
// hundreds of thousands deep, but every recursive walk of it afterwards (a cleaning pass,
// JSON.stringify, PostgreSQL's jsonb) overflows its stack; a signed webhook must be refused
// before any of them runs, or it answers 500 and the vendor retries it for days.

/** True when `value` holds arrays or objects nested more than `max` deep. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
