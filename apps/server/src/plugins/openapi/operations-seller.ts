// The seller center: products, WhatsApp uploads, dashboard, shop profile, receipts, payments and
// deliveries of the signed-in seller (session cookie). See operation.ts.
import type { Operations } from './operation.ts';

export const SELLER_OPERATIONS: Operations = {
  'GET /api/seller/dashboard': {
    id: 'getSellerDashboard',
    summary: "Returns the seller's totals and the last 30 days of views and WhatsApp clicks.",
  },
  'GET /api/seller/products': {
    id: 'listSellerProducts',
    summary: "Lists the seller's own products with filters and counts per status.",
  },
  'GET /api/seller/products/:id': {
    id: 'getSellerProduct',
    summary: 'Returns one of the seller’s products for editing.',
  },
  'POST /api/seller/products': {
    id: 'createSellerProduct',
    summary: 'Creates a product from its form and photos, sent as one multipart request.',
  },
  'PUT /api/seller/products/:id': {
    id: 'updateSellerProduct',
    summary: 'Saves a product’s form and photos (kept, reordered or new) as one multipart request.',
  },
  'POST /api/seller/products/bulk': {
    id: 'applySellerProductsAction',
    summary: 'Hides, shows again, boosts or deletes several of the seller’s products at once.',
  },
  'GET /api/seller/uploads': {
    id: 'listSellerUploads',
    summary: 'Lists the products the seller sent by WhatsApp, waiting to be published or rejected.',
  },
  'POST /api/seller/uploads/:id/publish': {
    id: 'publishSellerUpload',
    summary: 'Publishes a WhatsApp upload as a product, with the details the seller corrected.',
  },
  'POST /api/seller/uploads/:id/reject': {
    id: 'rejectSellerUpload',
    summary: 'Discards a WhatsApp upload.',
  },
  'GET /api/seller/profile': {
    id: 'getSellerProfile',
    summary: "Returns the seller's shop profile for Edit Shop.",
  },
  'PUT /api/seller/profile': {
    id: 'updateSellerProfile',
    summary: "Saves the shop's name, location and description.",
  },
  'POST /api/seller/profile/photo': {
    id: 'replaceShopPhoto',
    summary: "Replaces the shop's photo (multipart, one file).",
  },
  'POST /api/seller/profile/phone/code': {
    id: 'sendSellerPhoneChangeCode',
    summary: 'Sends a code by WhatsApp to the new number the seller wants to use.',
  },
  'POST /api/seller/profile/phone': {
    id: 'changeSellerPhone',
    summary: "Changes the seller's WhatsApp number with the code sent to it.",
  },
  'GET /api/seller/wallet': {
    id: 'getSellerWallet',
    summary: "Returns the seller's Mobile Money wallet, if saved.",
  },
  'PUT /api/seller/wallet': {
    id: 'saveSellerWallet',
    summary:
      "Saves the seller's Mobile Money wallet (pending again when the number or network changes).",
  },
  'GET /api/seller/receipts': {
    id: 'listSellerReceipts',
    summary: 'Lists the receipt requests waiting for the seller and those already answered.',
  },
  'POST /api/seller/receipts/:id/confirm': {
    id: 'confirmSellerReceipt',
    summary: 'Confirms a receipt request, with the amount actually paid.',
  },
  'POST /api/seller/receipts/:id/decline': {
    id: 'declineSellerReceipt',
    summary: 'Declines a receipt request.',
  },
  'GET /api/seller/payments': {
    id: 'listSellerPayments',
    summary: "Lists the seller's purchases (verification, Pro, boost credits) and their status.",
  },
  'POST /api/seller/payments': {
    id: 'startSellerPayment',
    summary: 'Starts a Mobile Money payment for verification, Pro or boost credits.',
  },
  'GET /api/seller/payments/:reference': {
    id: 'getSellerPayment',
    summary: 'Returns one of the seller’s payments and what is expected next.',
  },
  'POST /api/seller/payments/:reference/voucher': {
    id: 'submitSellerPaymentVoucher',
    summary: 'Sends the voucher code some Mobile Money networks ask for to approve a payment.',
  },
  'GET /api/seller/deliveries': {
    id: 'listSellerDeliveries',
    summary: 'Lists the deliveries the seller asked for.',
  },
  'POST /api/seller/deliveries': {
    id: 'requestSellerDelivery',
    summary:
      'Asks for a rider to deliver a product; the recipient is texted a code and tracking link.',
  },
  'POST /api/seller/deliveries/:id/cancel': {
    id: 'cancelSellerDelivery',
    summary: 'Cancels a delivery before it is picked up.',
  },
  'POST /api/seller/deliveries/:id/confirm': {
    id: 'confirmSellerDelivery',
    summary: 'Confirms a delivered job, optionally rating the rider, so the rider is paid.',
  },
  'GET /api/seller/orders': {
    id: 'listSellerOrders',
    summary: 'Lists the seller’s Buy safely orders, newest first.',
  },
  'POST /api/seller/orders/:id/accept': {
    id: 'acceptSellerOrder',
    summary: 'Accepts a paid order: a rider is called, or the seller delivers.',
  },
  'POST /api/seller/orders/:id/decline': {
    id: 'declineSellerOrder',
    summary: 'Declines a paid order; the buyer is refunded in full.',
  },
  'POST /api/seller/orders/:id/cancel': {
    id: 'cancelSellerOrder',
    summary: 'Cancels an accepted order before pickup; the buyer is refunded in full.',
  },
  'POST /api/seller/orders/:id/handover': {
    id: 'handOverSellerOrder',
    summary: 'Hands an order over with the buyer’s code, when no rider carries it.',
  },
  'PUT /api/seller/profile/buy-safely': {
    id: 'setSellerBuySafely',
    summary: 'Turns Buy safely on (the MoMo wallet saved first) or off for the shop.',
  },
};
