// English texts of the Report listing dialog on product pages. Loaded with the
// dialog's own chunk (apps/web/src/lib/product-report-texts.ts), only when a buyer opens it; the
// button's label is a listing text (productPage.report), in the page's first HTML.
export const enProductReport = {
  productReport: {
    title: 'Report this listing',
    intro: 'Tell Dwa what is wrong with this listing. The seller does not see who reported it.',
    reasonLabel: 'What is wrong?',
    reasons: {
      scam: 'It looks like a scam',
      prohibited: 'The item is not allowed for sale',
      wrong_info: 'Wrong price, photos or details',
      offensive: 'Offensive words or pictures',
      other: 'Something else',
    },
    detailsLabel: 'More details (optional)',
    detailsHint: 'Up to 500 characters.',
    submit: 'Send report',
    sending: 'Sending…',
    cancel: 'Cancel',
    close: 'Close',
    sent: 'Thank you. Dwa will look at this listing.',
    already: 'You reported this listing already. Dwa will look at it.',
    failed: 'We could not send the report.',
    reasonRequired: 'Choose what is wrong.',
    detailsTooLong: 'Keep the details under 500 characters.',
  },
} as const;
