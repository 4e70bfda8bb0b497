import { TW_MONTHS, TW_WEEKDAYS } from '@dwa/domain/i18n/dates/tw';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatWeekdayTime } from './format-date.ts';

// A Thursday, 01:39 in Accra (UTC all year).
const night = '2026-11-26T01:39:00.000Z';
const afternoon = '2026-11-26T14:05:00.000Z';

describe('dates in English and Pidgin (Ghanaian English)', () => {
  it.each(['en', 'pidgin'])('%s', (language) => {
    expect(formatDate(night, language)).toBe('26 Nov 2026');
    expect(formatDateTime(afternoon, language)).toBe('26 Nov 2026, 2:05 pm');
    expect(formatWeekdayTime(night, language)).toBe('Thu 1:39 am');
    expect(formatDay('2026-11-22', language)).toBe('22 Nov');
  });

  it("writes every month, weekday and hour as Intl's Ghanaian English does", () => {
    const zone = 'Africa/Accra';
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GH', { timeZone: zone, ...options });
    const styles = [
      [formatDate, intl({ dateStyle: 'medium' })],
      [formatDateTime, intl({ dateStyle: 'medium', timeStyle: 'short' })],
      [formatWeekdayTime, intl({ weekday: 'short', hour: 'numeric', minute: '2-digit' })],
    ] as const;
    // Every month, every weekday, every hour of the day, and minutes 0 and 59.
    for (let i = 0; i < 24 * 31; i++) {
      const at = new Date(Date.UTC(2026, 0, 1 + (i % 365), i % 24, i % 2 ? 59 : 0));
      for (const [ours, theirs] of styles) expect(ours(at, 'en')).toBe(theirs.format(at));
    }
  });

  it('uses Ghana time whatever the device zone says', () => {
    // 23:30 UTC on the 30th is still the 30th in Accra.
    expect(formatDate('2026-11-30T23:30:00Z', 'en')).toBe('30 Nov 2026');
  });
});

describe('dates in Twi (names from the catalog data, no Intl)', () => {
  it('writes day, month name and year, and the time with its part of the day', () => {
    expect(formatDate(night, 'tw')).toBe('26 Obubuo 2026');
    expect(formatDateTime(afternoon, 'tw')).toBe('26 Obubuo 2026, 2:05 awia');
    expect(formatWeekdayTime(night, 'tw')).toBe('Yawoada 1:39 anadwo');
    expect(formatDay('2026-11-22', 'tw')).toBe('22 Obubuo');
  });

  it('names every month and weekday, and every hour its part of the day', () => {
    const months = TW_MONTHS.map((_, m) => formatDay(new Date(Date.UTC(2026, m, 1)), 'tw'));
    expect(months).toEqual(TW_MONTHS.map((name) => `1 ${name}`));
    // 2026-11-22 is a Sunday.
    const days = TW_WEEKDAYS.map((_, d) =>
      formatWeekdayTime(new Date(Date.UTC(2026, 10, 22 + d, 9, 0)), 'tw'),
    );
    expect(days).toEqual(TW_WEEKDAYS.map((name) => `${name} 9:00 anɔpa`));
    const at = (h: number) => formatWeekdayTime(new Date(Date.UTC(2026, 10, 22, h, 0)), 'tw');
    expect(
      [0, 4, 5, 11, 12, 16, 17, 19, 20, 23].map((h) => at(h).split(' ').slice(1).join(' ')),
    ).toEqual([
      '12:00 anadwo',
      '4:00 anadwo',
      '5:00 anɔpa',
      '11:00 anɔpa',
      '12:00 awia',
      '4:00 awia',
      '5:00 anwummerɛ',
      '7:00 anwummerɛ',
      '8:00 anadwo',
      '11:00 anadwo',
    ]);
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatDate('not a date', 'tw')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
