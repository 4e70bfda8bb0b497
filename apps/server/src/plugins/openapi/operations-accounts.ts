// Accounts: sign-up, sign-in, codes and the session (routes of the signed-in scope; the forms
// that sign someone in are public). See operation.ts.
import type { Operations } from './operation.ts';

export const ACCOUNT_OPERATIONS: Operations = {
  'GET /api/auth/session': {
    id: 'getSession',
    summary: 'Returns who is signed in (a seller, rider or admin), or null.',
    security: 'public',
  },
  'POST /api/auth/logout': {
    id: 'logout',
    summary: 'Ends the current session on the server and clears its cookie.',
    security: 'public',
  },
  'POST /api/auth/codes': {
    id: 'sendCode',
    summary:
      'Sends a one-time code by WhatsApp to a phone, for seller sign-up or rider sign-up and sign-in.',
    security: 'public',
  },
  'GET /api/auth/codes/deliveries/:id': {
    id: 'getCodeDelivery',
    summary: 'Tells a code step whether its one-time code is on its way, undeliverable, or late.',
    security: 'public',
  },
  'POST /api/auth/seller/register': {
    id: 'registerSeller',
    summary:
      'Opens a seller account and shop with its first product (JSON, or multipart with photos) and signs in.',
    security: 'public',
  },
  'POST /api/auth/seller/login': {
    id: 'loginSeller',
    summary: 'Signs a seller in with phone and password.',
    security: 'public',
  },
  'POST /api/auth/seller/reset/start': {
    id: 'startSellerPasswordReset',
    summary: "Sends a password-reset code to a seller's WhatsApp number.",
    security: 'public',
  },
  'POST /api/auth/seller/reset/complete': {
    id: 'completeSellerPasswordReset',
    summary: "Sets a seller's new password with the reset code.",
    security: 'public',
  },
  'POST /api/auth/rider/register': {
    id: 'registerRider',
    summary: 'Opens a rider account with the code sent to the phone and signs in.',
    security: 'public',
  },
  'POST /api/auth/rider/login': {
    id: 'loginRider',
    summary: 'Signs a rider in with the code sent to the phone.',
    security: 'public',
  },
  'POST /api/auth/admin/login': {
    id: 'loginAdmin',
    summary: 'Checks an admin email and password; a WhatsApp code may follow as the second step.',
    security: 'public',
  },
  'POST /api/auth/admin/verify': {
    id: 'verifyAdminCode',
    summary:
      "Completes an admin's sign-in with the WhatsApp code (the session from the password step).",
  },
  'POST /api/auth/admin/change-password': {
    id: 'changeAdminPassword',
    summary: "Changes the signed-in admin's password (required after a temporary one).",
  },
};
