// Numbers and chart dates, the same in every interface language (browsers have no Twi or Pidgin
// number or month names); chart days are UTC days, which are Ghana days.
const numberFormat = new Intl.NumberFormat('en-GH');
const dayFormat = new Intl.DateTimeFormat('en-GH', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 12345 → '12,345'. */
export const formatCount = (n: number) => numberFormat.format(n);
/** '2026-11-22' → '22 Nov'. */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
/** 12.5 → '12.5', 100 → '100.0' (the spec's one decimal, always shown). */
export const formatRate = (rate: number) => rate.toFixed(1);
