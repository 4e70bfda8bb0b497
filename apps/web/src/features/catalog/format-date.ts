// Dates for buyers: day, month and year in Ghana's order (23 Nov 2026), the same in every
// interface language (browsers have no Twi or Pidgin date names).
const dateFormat = new Intl.DateTimeFormat('en-GH', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Accra',
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
