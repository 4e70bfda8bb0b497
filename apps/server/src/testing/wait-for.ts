/** Polls `probe` every 200 ms until it answers something other than null, or gives up after
 * `ms` naming `what` (tests with running workers: their work lands when it lands). */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
