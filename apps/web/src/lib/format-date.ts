// Every date and time the web shows, in the interface language and in Ghana time (Africa/Accra,
// UTC all year). English and Pidgin write Ghanaian English (26 Nov 2026, Thu 1:39 am); browsers
// have no Twi calendar, so Twi is assembled from the names in
// packages/domain/src/i18n/dates/tw.ts (26 Obubuo 2026, Yawoada 1:39 anadwo).
import { TW_MONTHS, TW_WEEKDAYS, twDayPeriod } from '@dwa/domain/i18n/dates/tw';

/** An interface language (en, tw, pidgin): callers pass `i18n.language`, so a switch re-renders. */
type Language = string;
export type DateInput = string | Date;
type Style = 'date' | 'dateTime' | 'weekdayTime' | 'day';

/** Ghanaian English's names, as Intl's en-GH writes them (format-date.test.ts compares the two).
 * Written out rather than asked of Intl: the first Intl.DateTimeFormat a page makes costs ~15 ms
 * of a slow phone's CPU (its locale and zone data), and the home page's live strip made one
 * while hydrating. */
const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const NAMES = {
  en: {
    months: EN_MONTHS,
    weekdays: EN_WEEKDAYS,
    period: (hour: number) => (hour < 12 ? 'am' : 'pm'),
  },
  tw: { months: TW_MONTHS, weekdays: TW_WEEKDAYS, period: twDayPeriod },
};

const toDate = (value: DateInput) =>
  value instanceof Date
    ? value
    : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

/** Ghana time is UTC all year: the UTC fields are the wall clock in Accra (and a chart's
 * calendar day, '2026-11-22', is read as UTC so no zone can move it). */
function format(value: DateInput, language: Language, style: Style): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const names = language === 'tw' ? NAMES.tw : NAMES.en;
  const day = date.getUTCDate();
  const month = names.months[date.getUTCMonth()];
  const hour = date.getUTCHours();
  const time = `${hour % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${names.period(hour)}`;
  const fullDate = `${day} ${month} ${date.getUTCFullYear()}`;
  switch (style) {
    case 'date':
      return fullDate;
    case 'dateTime':
      return `${fullDate}, ${time}`;
    case 'weekdayTime':
      return `${names.weekdays[date.getUTCDay()]} ${time}`;
    case 'day':
      return `${day} ${month}`;
  }
}

/** 26 Nov 2026 · 26 Obubuo 2026 */
export const formatDate = (value: DateInput, language: Language) => format(value, language, 'date');
/** 26 Nov 2026, 1:39 am · 26 Obubuo 2026, 1:39 anadwo */
export const formatDateTime = (value: DateInput, language: Language) =>
  format(value, language, 'dateTime');
/** Thu 1:39 am · Yawoada 1:39 anadwo (something this week: a live stream's start). */
export const formatWeekdayTime = (value: DateInput, language: Language) =>
  format(value, language, 'weekdayTime');
/** '2026-11-22' → 22 Nov · 22 Obubuo (a chart's day). */
export const formatDay = (value: DateInput, language: Language) => format(value, language, 'day');
