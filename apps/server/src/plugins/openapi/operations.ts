// Every API operation's summary, operationId and (where its scope does not say it) security,
// by area. See operation.ts.
import { ACCOUNT_OPERATIONS } from './operations-accounts.ts';
import { ADMIN_OPERATIONS } from './operations-admin.ts';
import { PUBLIC_OPERATIONS } from './operations-public.ts';
import { RIDER_OPERATIONS } from './operations-rider.ts';
import { SELLER_OPERATIONS } from './operations-seller.ts';

export const API_OPERATIONS = {
  ...PUBLIC_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...SELLER_OPERATIONS,
  ...RIDER_OPERATIONS,
  ...ADMIN_OPERATIONS,
};
