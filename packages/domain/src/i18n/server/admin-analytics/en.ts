// What the server says about the admin analytics screens: `errors.adminAnalytics.*`.
export const enServerAdminAnalytics = {
  dateInvalid: 'Enter a real date (YYYY-MM-DD).',
  rangeOrder: 'The start date must be on or before the end date.',
  rangeTooLong: 'Choose at most 366 days.',
};
