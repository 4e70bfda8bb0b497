// Twi names for dates and times. Browsers have no Twi calendar data (Intl knows Akan in Node's
// full ICU, not in Chrome on a phone), so the web formats Twi dates from these: day names and
// month names as CLDR's Akan (ak) has them, and the time of day in words instead of am/pm.

/** Sunday first, as Date#getUTCDay counts. */
export const TW_WEEKDAYS = [
  'Kwasiada',
  'Dwoada',
  'Benada',
  'Wukuada',
  'Yawoada',
  'Fiada',
  'Memeneda',
] as const;

/** January first. */
export const TW_MONTHS = [
  'Ɔpɛpɔn',
  'Ɔgyefoɔ',
  'Ɔbɛnem',
  'Oforisuo',
  'Kɔtɔnimma',
  'Ayɛwohomumu',
  'Kutawonsa',
  'Ɔsanaa',
  'Ɛbɔ',
  'Ahinime',
  'Obubuo',
  'Ɔpɛnimma',
] as const;

/** The part of the day an hour (0–23) falls in: night, morning, afternoon, evening. A 12-hour
 * time reads "1:39 anadwo" (1:39 at night) where English says "1:39 am". */
export function twDayPeriod(hour: number): string {
  if (hour < 5) return 'anadwo';
  if (hour < 12) return 'anɔpa';
  if (hour < 17) return 'awia';
  if (hour < 20) return 'anwummerɛ';
  return 'anadwo';
}
