// Every date and time the web shows, in the interface language and in Ghana time (Africa/Accra,
// UTC all year). English and Pidgin use Intl's Ghanaian English (26 Nov 2026, Thu 1:39 am);
// browsers have no Twi calendar, so Twi is assembled from the names in
// packages/domain/src/i18n/dates/tw.ts (26 Obubuo 2026, Yawoada 1:39 anadwo).
import { TW_MONTHS, TW_WEEKDAYS, twDayPeriod } from '@dwa/domain/i18n/dates/tw';

/** An interface language (en, tw, pidgin): callers pass `i18n.language`, so a switch re-renders. */
type Language = string;
export type DateInput = string | Date;

const ZONE = 'Africa/Accra';
/** Intl locale per interface language; Pidgin is Ghanaian English's. */
const INTL_LOCALE: Record<string, string> = { en: 'en-GH', pidgin: 'en-GH' };

const STYLES = {
  date: { dateStyle: 'medium', timeZone: ZONE },
  dateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE },
  weekdayTime: { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone: ZONE },
  // Chart days are calendar days ('2026-11-22'), read as UTC so no zone can move them.
  day: { day: 'numeric', month: 'short', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

const cache = new Map<string, Intl.DateTimeFormat>();
function intlFormat(locale: string, style: Style) {
  const key = `${locale}|${style}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, STYLES[style]);
    cache.set(key, format);
  }
  return format;
}

const toDate = (value: DateInput) =>
  value instanceof Date
    ? value
    : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

/** Ghana time is UTC: the UTC fields are the wall clock in Accra. */
function twi(date: Date, style: Style): string {
  const day = date.getUTCDate();
  const month = TW_MONTHS[date.getUTCMonth()];
  const hour = date.getUTCHours();
  const time = `${hour % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${twDayPeriod(hour)}`;
  const fullDate = `${day} ${month} ${date.getUTCFullYear()}`;
  switch (style) {
    case 'date':
      return fullDate;
    case 'dateTime':
      return `${fullDate}, ${time}`;
    case 'weekdayTime':
      return `${TW_WEEKDAYS[date.getUTCDay()]} ${time}`;
    case 'day':
      return `${day} ${month}`;
  }
}

function format(value: DateInput, language: Language, style: Style): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'tw') return twi(date, style);
  return intlFormat(INTL_LOCALE[language] ?? 'en-GH', style).format(date);
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
