// What the server says about the admin riders and money screens: `errors.adminRiders.*`.
export const enServerAdminRiders = {
  searchTooLong: 'Search with at most 100 characters.',
  dateInvalid: 'Enter a real date (YYYY-MM-DD).',
  rangeOrder: 'The end date must be on or after the start date.',
  statusInvalid: 'Choose pending, success or failed.',
  pageInvalid: 'Ask for a page from 1 to 200.',
};
