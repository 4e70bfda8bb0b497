// Numbers, the same in every interface language (Ghana's grouping; Twi and Pidgin write numbers
// as English does).
const numberFormat = new Intl.NumberFormat('en-GH');

/** 12345 → '12,345'. */
export const formatCount = (n: number) => numberFormat.format(n);
/** 12.5 → '12.5', 100 → '100.0' (the spec's one decimal, always shown). */
export const formatRate = (rate: number) => rate.toFixed(1);
