// Ghanaian Pidgin texts of the Report listing dialog; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enProductReport } from './en.ts';

export const pidginProductReport: CatalogShape<typeof enProductReport> = {
  productReport: {
    title: 'Report dis listing',
    intro: 'Tell Dwa wetin no correct for dis listing. The seller no go see who report am.',
    reasonLabel: 'Wetin no correct?',
    reasons: {
      scam: 'E be like scam',
      prohibited: 'Dem no allow make person sell dis thing',
      wrong_info: 'Price, pictures or details no correct',
      offensive: 'Bad words or bad pictures',
      other: 'Another thing',
    },
    detailsLabel: 'More talk (if you want)',
    detailsHint: 'No pass 500 letters.',
    submit: 'Send the report',
    sending: 'E dey go…',
    cancel: 'Leave am',
    close: 'Close am',
    sent: 'Thank you. Dwa go check dis listing.',
    already: 'You don report dis listing before. Dwa go check am.',
    failed: 'We no fit send the report.',
    reasonRequired: 'Choose wetin no correct.',
    detailsTooLong: 'Make the details no pass 500 letters.',
  },
};
