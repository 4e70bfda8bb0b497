// The public face of accounts: the only file of contexts/accounts that the app and other
// contexts may import. Everything else in the folder is private to it (context-boundaries.test.ts).
export { createAdmin } from './auth/admin-accounts.ts';
export type { CodeDeps } from './auth/one-time-codes.ts';
export { checkCode, issueCode, spendCode } from './auth/one-time-codes.ts';
export { accountsContext } from './context.ts';
export { SELLER_PHONE_CHANGE, switchSellerNumber } from './seller-profile/phone-change.service.ts';
