// "Today" for a rider is the day in Ghana (Africa/Accra), whatever zone the server runs in.
// Ghana keeps UTC all year, but the offset is read from the zone data rather than assumed, so
// the rule stays right if the zone ever changes.

const accraParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Africa/Accra',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The instant of the latest midnight in Accra at or before `now`, and the next one. */
export function accraDayOf(now: Date): { start: Date; end: Date } {
  const parts = Object.fromEntries(
    accraParts.formatToParts(now).map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  // Whole seconds: the wall clock has no milliseconds, `now` may.
  const offsetMs = wall - Math.floor(now.getTime() / 1000) * 1000;
  const start = new Date(Date.UTC(parts.year, parts.month - 1, parts.day) - offsetMs);
  return { start, end: new Date(start.getTime() + 86_400_000) };
}
