// Ghanaian Pidgin: keys match ./en.ts.
import type { CatalogShape } from '../../types.ts';
import type { enServerAdminModeration } from './en.ts';

export const pidginServerAdminModeration: CatalogShape<typeof enServerAdminModeration> = {
  pageInvalid: 'Choose page number wey start from 1.',
  searchTooLong: 'Make your search no pass 100 letters.',
  statusInvalid: 'Choose one of the status wey dey there.',
  reasonRequired: 'Write why (at least 3 letters).',
  reasonTooLong: 'Make the reason no pass 300 letters.',
  verifiedRequired: 'Talk whether the seller dey verified or not.',
  creditsInvalid: 'Put correct credits number from 1 reach 1,000.',
  requestIdInvalid: 'This request no get correct id. Close the box and open am again.',
  featuredRequired: 'Talk whether the product dey featured or not.',
  actionInvalid: 'Choose Dismiss or Block the product.',
  handledRequired: 'Talk whether dem don handle the message or not.',
  sellerNotFound: 'Dis seller no dey.',
  productNotFound: 'Dis product no dey.',
  reportNotFound: 'Dis report no dey.',
  messageNotFound: 'Dis message no dey.',
  reportResolved: 'Dem don settle dis report before.',
  notBlocked: 'Dem no block dis product.',
  sellerSuspended: 'Dem don suspend your shop. Abeg call Dwa support.',
  reportsLimited: 'Too many reports. Abeg try again small time.',
};
