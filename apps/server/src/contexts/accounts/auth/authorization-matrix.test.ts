// Every API route × every kind of caller, with the status each must get. A route added without
// an entry here fails the first test, so nobody ships a route whose access nobody decided.
import { receipts, whatsappUploads } from '@dwa/db/schema/index';
import {
  buildAdmin,
  buildDeliveryJob,
  buildProduct,
  buildRider,
  buildSeller,
} from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE, type UserType } from '../../../access/sessions.ts';
import { systemClock } from '../../../lib/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

/** 'admin' is a super admin, 'support' an admin of the support role (decision 041). */
type Caller =
  | 'anonymous'
  | 'seller'
  | 'otherSeller'
  | 'rider'
  | 'admin'
  | 'support'
  | 'adminMustChange';
const CALLERS: Caller[] = [
  'anonymous',
  'seller',
  'otherSeller',
  'rider',
  'admin',
  'support',
  'adminMustChange',
];
const all = (status: number) =>
  Object.fromEntries(CALLERS.map((c) => [c, status])) as Record<Caller, number>;

interface Entry {
  /** The URL to call when the route has parameters. */
  url?: string;
  body?: unknown;
  expect: Record<Caller, number>;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** The 'seller' caller is always this seller, so entries can name things it owns (made in
 * beforeAll); 'otherSeller' is a fresh seller on every call and must get 404 for them. */
const SELLER_ID = '00000000-0000-4000-8000-00000000a001';
const SELLER_PRODUCT_ID = '00000000-0000-4000-8000-00000000b001';
/** Pending WhatsApp uploads of that seller: one to publish, one to reject. */
const SELLER_UPLOAD_ID = '00000000-0000-4000-8000-00000000c001';
const SELLER_UPLOAD_TO_REJECT_ID = '00000000-0000-4000-8000-00000000c002';
/** Receipt requests to that seller: one to confirm, one to decline. */
const SELLER_RECEIPT_ID = '00000000-0000-4000-8000-00000000d001';
const SELLER_RECEIPT_TO_DECLINE_ID = '00000000-0000-4000-8000-00000000d002';
/** A delivery that seller asked for, open (to cancel). */
const SELLER_DELIVERY_ID = '00000000-0000-4000-8000-00000000e001';
/** An admin route: `status` for a super admin; a support admin gets the same when the route's
 * capability is theirs (read, moderate), else pass 403 (money, settings, admins). */
const adminRoute = (status: number, support = status): Record<Caller, number> => ({
  anonymous: 401,
  seller: 403,
  otherSeller: 403,
  rider: 403,
  admin: status,
  support,
  adminMustChange: 403,
});
const ADMIN_ONLY = adminRoute(200);
/** A signed-in seller's own things (Edit Shop): no id in the URL, so otherSeller answers like
 * seller; the seller check comes before body validation (401/403 even for a bad body). */
const sellerSelf = (status: number) => ({
  anonymous: 401,
  seller: status,
  otherSeller: status,
  rider: 403,
  admin: 403,
  support: 403,
  adminMustChange: 403,
});
/** A signed-in rider's own things: riders only, whatever the body. */
const RIDER_SELF = (status: number) => ({
  anonymous: 401,
  seller: 403,
  otherSeller: 403,
  rider: status,
  admin: 403,
  support: 403,
  adminMustChange: 403,
});
const strongChange = {
  currentPassword: 'Wrong-Current-1',
  newPassword: 'Strong-Pass-9',
  confirmPassword: 'Strong-Pass-9',
};

const MATRIX: Record<string, Entry> = {
  'GET /api/health': { expect: all(200) },
  // Public like liveness; 503 here because this test app never starts its job workers.
  'GET /api/health/ready': { expect: all(503) },
  'GET /api/openapi.json': { expect: all(200) },
  // The page rendering it for developers, and its files (decision 045).
  'GET /api/docs': { expect: all(200) },
  'GET /api/docs/:file': { url: '/api/docs/swagger-ui.css', expect: all(200) },
  'GET /api/products': { expect: all(200) },
  'GET /api/search': { url: '/api/search?q=kente', expect: all(200) },
  'GET /api/auth/session': { expect: all(200) },
  'POST /api/auth/logout': { body: {}, expect: all(204) },
  // Public forms: bad input is refused the same way for everyone, before anything else.
  'POST /api/auth/codes': { body: {}, expect: all(400) },
  // Whoever holds the code request's delivery id; an unknown one answers like any (pending).
  'GET /api/auth/codes/deliveries/:id': {
    url: '/api/auth/codes/deliveries/6f1c2b7e-2d4a-4c51-9a0e-3b8d5f7a9c10',
    expect: all(200),
  },
  'POST /api/auth/seller/register': { body: {}, expect: all(400) },
  'POST /api/auth/seller/login': { body: {}, expect: all(400) },
  'POST /api/auth/seller/reset/start': { body: {}, expect: all(400) },
  'POST /api/auth/seller/reset/complete': { body: {}, expect: all(400) },
  'POST /api/auth/rider/register': { body: {}, expect: all(400) },
  'POST /api/auth/rider/login': { body: {}, expect: all(400) },
  'POST /api/auth/admin/login': { body: {}, expect: all(400) },
  // Only a half-signed-in admin (password given, code owed) may send a code here.
  'POST /api/auth/admin/verify': { body: { code: '123456' }, expect: all(401) },
  // Admins, including those who must change their password; 400 = wrong current password.
  'POST /api/auth/admin/change-password': {
    body: strongChange,
    expect: {
      anonymous: 401,
      seller: 403,
      otherSeller: 403,
      rider: 403,
      admin: 400,
      support: 400,
      adminMustChange: 400,
    },
  },
  'GET /api/admin/outbox': { expect: ADMIN_ONLY },
  // Notifications (decision 031). Valid bodies, so the admin check decides; an unknown template
  // is 404, and a manual send to a number that never wrote to Dwa is refused (409).
  'GET /api/admin/notification-templates': { expect: ADMIN_ONLY },
  'PATCH /api/admin/notification-templates/:id': {
    url: `/api/admin/notification-templates/${UNKNOWN_ID}`,
    body: { isActive: true },
    expect: adminRoute(404, 403),
  },
  'POST /api/admin/notifications/send': {
    body: { phone: '0244000000', message: 'Hello', requestId: UNKNOWN_ID },
    expect: adminRoute(409),
  },
  'GET /api/admin/notifications': { expect: ADMIN_ONLY },
  // Public catalog: an unknown id is 404 for everyone; a malformed one 400.
  // The WhatsApp webhook answers Meta, not sessions: no token → 403, no signature → 401.
  'GET /api/whatsapp/webhook': { expect: all(403) },
  'POST /api/whatsapp/webhook': { body: {}, expect: all(401) },
  // The local media stand-in and the simulator CLI's reader: its bearer token, not sessions.
  'POST /api/whatsapp/dev-graph/media': { body: {}, expect: all(401) },
  'GET /api/whatsapp/dev-graph/files/:id': {
    url: `/api/whatsapp/dev-graph/files/${UNKNOWN_ID}`,
    expect: all(401),
  },
  'GET /api/whatsapp/dev-graph/:version/:id': {
    url: `/api/whatsapp/dev-graph/v21.0/${UNKNOWN_ID}`,
    expect: all(401),
  },
  'GET /api/whatsapp/dev-graph/conversation': {
    url: '/api/whatsapp/dev-graph/conversation?number=0241234567',
    expect: all(401),
  },
  // The bot's sessions and the simulator: admins only.
  'GET /api/admin/whatsapp/sessions': { expect: ADMIN_ONLY },
  'DELETE /api/admin/whatsapp/sessions/:id': {
    url: `/api/admin/whatsapp/sessions/${UNKNOWN_ID}`,
    expect: adminRoute(404),
  },
  'POST /api/admin/whatsapp/simulate': { body: {}, expect: adminRoute(400) },
  'GET /api/admin/whatsapp/conversation': {
    url: '/api/admin/whatsapp/conversation?number=0241234567',
    expect: ADMIN_ONLY,
  },
  'GET /api/products/:id': { url: `/api/products/${UNKNOWN_ID}`, expect: all(404) },
  'GET /api/shops/:id': { url: '/api/shops/not-a-uuid', expect: all(400) },
  // Link preview images: public like the pages naming them; an unknown product or shop is a 404
  // for everyone (link-previews.test.ts has the served and the hidden ones).
  'GET /api/previews/products/:id/:file': {
    url: `/api/previews/products/${UNKNOWN_ID}/0123456789abcdef.jpg`,
    expect: all(404),
  },
  'GET /api/previews/shops/:id/:file': {
    url: `/api/previews/shops/${UNKNOWN_ID}/0123456789abcdef.jpg`,
    expect: all(404),
  },
  'POST /api/products/:id/views': {
    url: `/api/products/${UNKNOWN_ID}/views`,
    body: {},
    expect: all(404),
  },
  'POST /api/products/:id/inquiries': {
    url: `/api/products/${UNKNOWN_ID}/inquiries`,
    body: {},
    expect: all(404),
  },
  'POST /api/receipts': { body: {}, expect: all(400) },
  // Public photo search: a JSON body is refused (multipart only) the same way for everyone.
  'POST /api/search/photo': { body: {}, expect: all(415) },
  'GET /api/categories': { expect: all(200) },
  'GET /api/live-streams': { expect: all(200) },
  'GET /api/settings/public': { expect: all(200) },
  'POST /api/contact': { body: {}, expect: all(400) },
  'GET /api/receipts/:number': { url: '/api/receipts/DWA-20261122-ZZZZZZ', expect: all(404) },
  // The signed-in seller's own figures only (no id to guess: otherSeller sees their own).
  'GET /api/seller/dashboard': {
    expect: {
      anonymous: 401,
      seller: 200,
      otherSeller: 200,
      rider: 403,
      admin: 403,
      support: 403,
      adminMustChange: 403,
    },
  },
  // My Products (seller-products module): an id of the seller's product is 404 for otherSeller.
  // Saves take multipart only (415 for a JSON body), after the owner check; bulk 'unhide' of an
  // active product changes nothing (200, changed 0).
  'GET /api/seller/products': { expect: sellerSelf(200) },
  'GET /api/seller/products/:id': {
    url: `/api/seller/products/${SELLER_PRODUCT_ID}`,
    expect: { ...sellerSelf(200), otherSeller: 404 },
  },
  'POST /api/seller/products': { body: {}, expect: sellerSelf(415) },
  'PUT /api/seller/products/:id': {
    url: `/api/seller/products/${SELLER_PRODUCT_ID}`,
    body: {},
    expect: { ...sellerSelf(415), otherSeller: 404 },
  },
  'POST /api/seller/products/bulk': {
    body: { action: 'unhide', ids: [SELLER_PRODUCT_ID] },
    expect: { ...sellerSelf(200), otherSeller: 404 },
  },
  // WhatsApp uploads: the seller's own list; publish/reject only the seller's own upload (the
  // seller is called first, so otherSeller then finds nothing of theirs: 404, not 403).
  'GET /api/seller/uploads': {
    expect: {
      anonymous: 401,
      seller: 200,
      otherSeller: 200,
      rider: 403,
      admin: 403,
      support: 403,
      adminMustChange: 403,
    },
  },
  'POST /api/seller/uploads/:id/publish': {
    url: `/api/seller/uploads/${SELLER_UPLOAD_ID}/publish`,
    body: {},
    expect: {
      anonymous: 401,
      seller: 201,
      otherSeller: 404,
      rider: 403,
      admin: 403,
      support: 403,
      adminMustChange: 403,
    },
  },
  'POST /api/seller/uploads/:id/reject': {
    url: `/api/seller/uploads/${SELLER_UPLOAD_TO_REJECT_ID}/reject`,
    body: {},
    expect: {
      anonymous: 401,
      seller: 204,
      otherSeller: 404,
      rider: 403,
      admin: 403,
      support: 403,
      adminMustChange: 403,
    },
  },
  // Receipt requests (decision 038): the seller's own list; confirm/decline only the seller's
  // own request (the seller answers first, so otherSeller then finds nothing of theirs: 404).
  // The seller check comes before validation (401/403 even for a bad body).
  'GET /api/seller/receipts': { expect: sellerSelf(200) },
  'POST /api/seller/receipts/:id/confirm': {
    url: `/api/seller/receipts/${SELLER_RECEIPT_ID}/confirm`,
    body: {},
    expect: { ...sellerSelf(200), otherSeller: 404 },
  },
  'POST /api/seller/receipts/:id/decline': {
    url: `/api/seller/receipts/${SELLER_RECEIPT_TO_DECLINE_ID}/decline`,
    body: {},
    expect: { ...sellerSelf(200), otherSeller: 404 },
  },
  // Payments (decision 039): prices are public; the webhook is for whoever holds the provider's
  // key (unsigned: 401); the simulator's prompt answers anyone with the reference (unknown: 404,
  // a bad answer: 400 first); a seller's payments are their own.
  'GET /api/payments/prices': { expect: all(200) },
  'POST /api/payments/webhook': { body: {}, expect: all(401) },
  'GET /api/payments/simulator/:reference': {
    url: '/api/payments/simulator/dwa_unknown',
    expect: all(404),
  },
  'POST /api/payments/simulator/:reference': {
    url: '/api/payments/simulator/dwa_unknown',
    body: {},
    expect: all(400),
  },
  'POST /api/seller/payments': { body: {}, expect: sellerSelf(400) },
  'GET /api/seller/payments': { expect: sellerSelf(200) },
  'GET /api/seller/payments/:reference': {
    url: '/api/seller/payments/dwa_unknown',
    expect: sellerSelf(404),
  },
  'POST /api/seller/payments/:reference/voucher': {
    url: '/api/seller/payments/dwa_unknown/voucher',
    body: {},
    expect: sellerSelf(400),
  },
  // Edit Shop (seller-profile module). Empty bodies: 400 with field messages; the photo route
  // takes multipart only (415 for JSON).
  'GET /api/seller/profile': { expect: sellerSelf(200) },
  'PUT /api/seller/profile': { body: {}, expect: sellerSelf(400) },
  'POST /api/seller/profile/photo': { body: {}, expect: sellerSelf(415) },
  'POST /api/seller/profile/phone/code': { body: {}, expect: sellerSelf(400) },
  'POST /api/seller/profile/phone': { body: {}, expect: sellerSelf(400) },
  'GET /api/seller/wallet': { expect: sellerSelf(200) },
  'PUT /api/seller/wallet': { body: {}, expect: sellerSelf(400) },
  // Rider payouts: the signed-in rider's own wallet and payouts (no id in the URL); the rider
  // check comes before validation. A new rider has no wallet saved, so a payout is 409.
  'GET /api/rider/wallet': { expect: RIDER_SELF(200) },
  'PUT /api/rider/wallet': { body: {}, expect: RIDER_SELF(400) },
  'GET /api/rider/payouts': { expect: RIDER_SELF(200) },
  'POST /api/rider/payouts': { body: { amount: 10 }, expect: RIDER_SELF(409) },
  // Deliveries: the seller's own jobs; another seller's job is not found; a rider's
  // moves on a job that is not theirs (here: none) are 404; the proof photo is multipart only.
  'GET /api/seller/deliveries': { expect: sellerSelf(200) },
  'POST /api/seller/deliveries': { body: {}, expect: sellerSelf(400) },
  'POST /api/seller/deliveries/:id/cancel': {
    url: `/api/seller/deliveries/${SELLER_DELIVERY_ID}/cancel`,
    body: { reason: 'Buyer changed their mind' },
    expect: { ...sellerSelf(200), otherSeller: 404 },
  },
  'POST /api/seller/deliveries/:id/confirm': {
    url: `/api/seller/deliveries/${UNKNOWN_ID}/confirm`,
    body: {},
    expect: sellerSelf(404),
  },
  'GET /api/rider/jobs': { expect: RIDER_SELF(200) },
  'POST /api/rider/jobs/:id/accept': {
    url: `/api/rider/jobs/${UNKNOWN_ID}/accept`,
    expect: RIDER_SELF(404),
  },
  'POST /api/rider/jobs/:id/pickup': {
    url: `/api/rider/jobs/${UNKNOWN_ID}/pickup`,
    expect: RIDER_SELF(404),
  },
  'POST /api/rider/jobs/:id/deliver': {
    url: `/api/rider/jobs/${UNKNOWN_ID}/deliver`,
    body: { code: '1234' },
    expect: RIDER_SELF(404),
  },
  'POST /api/rider/jobs/:id/proof-photo': {
    url: `/api/rider/jobs/${UNKNOWN_ID}/proof-photo`,
    body: {},
    expect: RIDER_SELF(415),
  },
  // The rider's dashboard, availability and profile (riders module): own data, no id in the URL;
  // empty bodies are 400 with field messages; the photo takes multipart only (415 for JSON).
  'GET /api/rider/dashboard': { expect: RIDER_SELF(200) },
  'PUT /api/rider/availability': { body: {}, expect: RIDER_SELF(400) },
  'GET /api/rider/profile': { expect: RIDER_SELF(200) },
  'PUT /api/rider/profile': { body: {}, expect: RIDER_SELF(400) },
  'POST /api/rider/profile/photo': { body: {}, expect: RIDER_SELF(415) },
  'DELETE /api/rider/profile/photo': { expect: RIDER_SELF(200) },
  // Public tracking of a delivery by its uuid: unknown is 404, a malformed id 400, for everyone.
  'GET /api/track/:id': { url: `/api/track/${UNKNOWN_ID}`, expect: all(404) },
  // Buy safely: the buyer has no account; an order's link is what lets anyone follow or move
  // it (an unknown one is 404 for every caller). The seller's orders are their own (orders.test
  // walks another seller's 404 on a real order); resolving a dispute needs the money capability.
  'POST /api/orders': { body: {}, expect: all(400) },
  'GET /api/orders/:token': { url: '/api/orders/AAAAAAAAAAAAAAAAAAAAAA', expect: all(404) },
  'POST /api/orders/:token/pay': {
    url: '/api/orders/AAAAAAAAAAAAAAAAAAAAAA/pay',
    body: { network: 'mtn', payPhone: '0241234567' },
    expect: all(404),
  },
  'POST /api/orders/:token/voucher': {
    url: '/api/orders/AAAAAAAAAAAAAAAAAAAAAA/voucher',
    body: { voucher: '123456' },
    expect: all(404),
  },
  'POST /api/orders/:token/cancel': {
    url: '/api/orders/AAAAAAAAAAAAAAAAAAAAAA/cancel',
    expect: all(404),
  },
  'POST /api/orders/:token/confirm': {
    url: '/api/orders/AAAAAAAAAAAAAAAAAAAAAA/confirm',
    expect: all(404),
  },
  'POST /api/orders/:token/problem': {
    url: '/api/orders/AAAAAAAAAAAAAAAAAAAAAA/problem',
    body: { text: 'The sandals never came' },
    expect: all(404),
  },
  'GET /api/seller/orders': { expect: sellerSelf(200) },
  'PUT /api/seller/profile/buy-safely': { body: { enabled: false }, expect: sellerSelf(200) },
  'POST /api/seller/orders/:id/accept': {
    url: `/api/seller/orders/${UNKNOWN_ID}/accept`,
    body: { carrier: 'seller' },
    expect: sellerSelf(404),
  },
  'POST /api/seller/orders/:id/decline': {
    url: `/api/seller/orders/${UNKNOWN_ID}/decline`,
    body: { reason: 'Out of stock' },
    expect: sellerSelf(404),
  },
  'POST /api/seller/orders/:id/cancel': {
    url: `/api/seller/orders/${UNKNOWN_ID}/cancel`,
    body: { reason: 'Out of stock' },
    expect: sellerSelf(404),
  },
  'POST /api/seller/orders/:id/handover': {
    url: `/api/seller/orders/${UNKNOWN_ID}/handover`,
    body: { code: '1234' },
    expect: sellerSelf(404),
  },
  'GET /api/admin/orders': { expect: ADMIN_ONLY },
  'POST /api/admin/orders/:id/cancel': {
    url: `/api/admin/orders/${UNKNOWN_ID}/cancel`,
    body: { reason: 'No rider came' },
    expect: adminRoute(404, 403),
  },
  'POST /api/admin/orders/:id/retry': {
    url: `/api/admin/orders/${UNKNOWN_ID}/retry`,
    expect: adminRoute(404, 403),
  },
  'POST /api/admin/orders/:id/resolve': {
    url: `/api/admin/orders/${UNKNOWN_ID}/resolve`,
    body: { outcome: 'refund', reason: 'Never delivered' },
    expect: adminRoute(404, 403),
  },
  // Rider verification by an admin (audited): an unknown rider is 404, for admins only.
  'POST /api/admin/riders/:id/verification': {
    url: `/api/admin/riders/${UNKNOWN_ID}/verification`,
    body: { verified: true },
    expect: adminRoute(404),
  },
  // The admin's payouts: an unknown payout is 404, a bad reason 400 (admins only learn that).
  'GET /api/admin/payouts': { url: '/api/admin/payouts?status=requested', expect: ADMIN_ONLY },
  'POST /api/admin/payouts/:id/approve': {
    url: `/api/admin/payouts/${UNKNOWN_ID}/approve`,
    body: {},
    expect: adminRoute(404, 403),
  },
  'POST /api/admin/payouts/:id/reject': {
    url: `/api/admin/payouts/${UNKNOWN_ID}/reject`,
    body: {},
    expect: adminRoute(400, 403),
  },
  // Riders and Deliveries, Mobile Money: any admin reads; cancelling a job is
  // moderation (an unknown job is 404 for both roles).
  'GET /api/admin/riders': { url: '/api/admin/riders?q=kofi', expect: ADMIN_ONLY },
  'GET /api/admin/delivery-jobs': { expect: ADMIN_ONLY },
  'POST /api/admin/delivery-jobs/:id/cancel': {
    url: `/api/admin/delivery-jobs/${UNKNOWN_ID}/cancel`,
    body: { reason: 'Seller asked us' },
    expect: adminRoute(404),
  },
  'GET /api/admin/money': { url: '/api/admin/money?status=success', expect: ADMIN_ONLY },
  'GET /api/admin/money/ledger-check': { expect: ADMIN_ONLY },
  // Moderation: lists are read, changes moderate (unknown ids 404 for admins only),
  // granting credits is money (403 for support); a buyer's report is public.
  'GET /api/admin/sellers': { url: '/api/admin/sellers?q=024', expect: ADMIN_ONLY },
  'POST /api/admin/sellers/:id/suspend': {
    url: `/api/admin/sellers/${UNKNOWN_ID}/suspend`,
    body: { reason: 'Spam listings' },
    expect: adminRoute(404),
  },
  'POST /api/admin/sellers/:id/reactivate': {
    url: `/api/admin/sellers/${UNKNOWN_ID}/reactivate`,
    body: {},
    expect: adminRoute(404),
  },
  'POST /api/admin/sellers/:id/verification': {
    url: `/api/admin/sellers/${UNKNOWN_ID}/verification`,
    body: { verified: true },
    expect: adminRoute(404),
  },
  'POST /api/admin/sellers/:id/credits': {
    url: `/api/admin/sellers/${UNKNOWN_ID}/credits`,
    body: {},
    expect: adminRoute(400, 403),
  },
  'GET /api/admin/products': { url: '/api/admin/products?status=active', expect: ADMIN_ONLY },
  'POST /api/admin/products/:id/block': {
    url: `/api/admin/products/${UNKNOWN_ID}/block`,
    body: { reason: 'Counterfeit' },
    expect: adminRoute(404),
  },
  'POST /api/admin/products/:id/unblock': {
    url: `/api/admin/products/${UNKNOWN_ID}/unblock`,
    body: {},
    expect: adminRoute(404),
  },
  'POST /api/admin/products/:id/featured': {
    url: `/api/admin/products/${UNKNOWN_ID}/featured`,
    body: { featured: true },
    expect: adminRoute(404),
  },
  'DELETE /api/admin/products/:id': {
    url: `/api/admin/products/${UNKNOWN_ID}`,
    expect: adminRoute(404),
  },
  'GET /api/admin/reports': { url: '/api/admin/reports?status=open', expect: ADMIN_ONLY },
  'POST /api/admin/reports/:id/resolve': {
    url: `/api/admin/reports/${UNKNOWN_ID}/resolve`,
    body: { action: 'dismiss' },
    expect: adminRoute(404),
  },
  'GET /api/admin/messages': { url: '/api/admin/messages?status=all', expect: ADMIN_ONLY },
  'POST /api/admin/messages/:id/handled': {
    url: `/api/admin/messages/${UNKNOWN_ID}/handled`,
    body: { handled: true },
    expect: adminRoute(404),
  },
  'GET /api/admin/dashboard': { url: '/api/admin/dashboard', expect: ADMIN_ONLY },
  'GET /api/admin/analytics/overview': {
    url: '/api/admin/analytics/overview?from=2026-01-01&to=2026-01-31',
    expect: ADMIN_ONLY,
  },
  'GET /api/admin/analytics/retention': {
    url: '/api/admin/analytics/retention',
    expect: ADMIN_ONLY,
  },
  'GET /api/admin/analytics/cohorts': { url: '/api/admin/analytics/cohorts', expect: ADMIN_ONLY },
  'POST /api/products/:id/reports': {
    url: `/api/products/${UNKNOWN_ID}/reports`,
    body: { reason: 'scam' },
    expect: all(404),
  },
  // Platform Settings, live streams, audit log, pre-launch: settings and money writes
  // are the super admin's (an empty body is a 400 for them, a 403 for support).
  'GET /api/admin/settings': { expect: ADMIN_ONLY },
  'PUT /api/admin/settings': { body: {}, expect: adminRoute(400, 403) },
  'PUT /api/admin/settings/money': { body: {}, expect: adminRoute(400, 403) },
  'GET /api/admin/live-streams': { expect: ADMIN_ONLY },
  'POST /api/admin/live-streams': { body: {}, expect: adminRoute(400, 403) },
  'PUT /api/admin/live-streams/:id': {
    url: `/api/admin/live-streams/${UNKNOWN_ID}`,
    body: {},
    expect: adminRoute(400, 403),
  },
  'POST /api/admin/live-streams/:id/end': {
    url: `/api/admin/live-streams/${UNKNOWN_ID}/end`,
    expect: adminRoute(404, 403),
  },
  'GET /api/admin/audit': { url: '/api/admin/audit?q=seller', expect: ADMIN_ONLY },
  'GET /api/admin/prelaunch': { expect: ADMIN_ONLY },
  // The test app has warnings and no failure: the super admin's launch is recorded (once).
  'POST /api/admin/launch': { expect: adminRoute(200, 403) },
  // WhatsApp Management and the template test: uploads are moderated by both roles,
  // Bot Settings are read by both and saved by the super admin only.
  'POST /api/admin/notification-templates/:id/test': {
    url: `/api/admin/notification-templates/${UNKNOWN_ID}/test`,
    body: { requestId: UNKNOWN_ID },
    expect: adminRoute(404),
  },
  'GET /api/admin/whatsapp/uploads': { expect: ADMIN_ONLY },
  'POST /api/admin/whatsapp/uploads/:id/publish': {
    url: `/api/admin/whatsapp/uploads/${UNKNOWN_ID}/publish`,
    body: {},
    expect: adminRoute(404),
  },
  'POST /api/admin/whatsapp/uploads/:id/reject': {
    url: `/api/admin/whatsapp/uploads/${UNKNOWN_ID}/reject`,
    expect: adminRoute(404),
  },
  'GET /api/admin/whatsapp/settings': { expect: ADMIN_ONLY },
  'PUT /api/admin/whatsapp/settings': { body: {}, expect: adminRoute(400, 403) },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await buildSeller(t.db, { id: SELLER_ID });
  await buildProduct(t.db, { id: SELLER_PRODUCT_ID, sellerId: SELLER_ID });
  await buildDeliveryJob(t.db, { id: SELLER_DELIVERY_ID, sellerId: SELLER_ID });
  await t.db.insert(whatsappUploads).values(
    [SELLER_UPLOAD_ID, SELLER_UPLOAD_TO_REJECT_ID].map((id) => ({
      id,
      sellerId: SELLER_ID,
      whatsappNumber: '+233200000001',
      // Publishing needs a price (decision 060).
      parsedPricePesewas: 45_000,
    })),
  );
  await t.db.insert(receipts).values(
    [SELLER_RECEIPT_ID, SELLER_RECEIPT_TO_DECLINE_ID].map((id, i) => ({
      id,
      number: `DWA-20261122-MATRX${i + 2}`,
      sellerId: SELLER_ID,
      buyerPhone: '+233241234567',
      productTitle: 'A product',
      amountPesewas: 1_000,
    })),
  );
});
afterAll(() => t.close());

/** A fresh session per request: logout ends the one it is given. */
async function cookieFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  let userType: UserType;
  let userId: string;
  let role: string | null = null;
  if (caller === 'seller' || caller === 'otherSeller') {
    userType = 'seller';
    userId = caller === 'seller' ? SELLER_ID : (await buildSeller(t.db)).id;
  } else if (caller === 'rider') {
    userType = 'rider';
    userId = (await buildRider(t.db)).id;
  } else {
    userType = 'admin';
    const admin = await buildAdmin(t.db, {
      passwordResetRequired: caller === 'adminMustChange',
      role: caller === 'support' ? 'support' : 'super_admin',
    });
    userId = admin.id;
    role = admin.role;
  }
  const { token } = await createSession(t.db, systemClock, t.env.sessionSecret, {
    userType,
    userId,
    role,
  });
  return `${SESSION_COOKIE}=${token}`;
}

describe('authorization matrix', () => {
  it('has an entry for every API route', () => {
    const routes = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(routes).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, entry] of Object.entries(MATRIX)) {
    it(route, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const url = entry.url ?? path;
      const got: Record<string, number> = {};
      for (const caller of CALLERS) {
        const cookie = await cookieFor(caller);
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(entry.body === undefined ? {} : { payload: entry.body as object }),
        });
        got[caller] = res.statusCode;
      }
      expect(got).toEqual(entry.expect);
    });
  }
});
