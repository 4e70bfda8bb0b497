// Dates in a notification, in the seller's language and Ghana time (UTC all year), as the web
// shows them (apps/web/src/lib/format-date.ts): "26 Nov 2026, 1:39 pm" in English and Pidgin;
// Twi from the domain's names, "26 Obubuo 2026, 1:39 awia" (Intl has no Twi calendar).
import type { Language } from '@dwa/domain/enums';
import { TW_MONTHS, twDayPeriod } from '@dwa/domain/i18n/dates/tw';

const ghana = new Intl.DateTimeFormat('en-GH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Accra',
});

export function formatSellerDate(date: Date, language: Language): string {
  if (language !== 'tw') return ghana.format(date);
  const hour = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const day = `${date.getUTCDate()} ${TW_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return `${day}, ${hour % 12 || 12}:${minutes} ${twDayPeriod(hour)}`;
}

const DAY_MS = 86_400_000;

/** Whole days from `now` until `end`, rounded up (a boost ending in 23 hours: 1). */
export const daysUntil = (end: Date, now: Date) =>
  Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
