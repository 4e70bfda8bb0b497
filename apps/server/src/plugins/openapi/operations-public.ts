// The public API: health, the catalogue, shops, receipts, tracking, prices, search, site data,
// and what other systems call (webhooks, the local stand-ins). See operation.ts.
import type { Operations } from './operation.ts';

export const PUBLIC_OPERATIONS: Operations = {
  'GET /api/health': {
    id: 'getHealth',
    summary: 'Tells whether the process and its database answer (liveness).',
  },
  'GET /api/health/ready': {
    id: 'getReadiness',
    summary:
      'Tells whether the server is ready for traffic: migrations applied, job workers running.',
  },
  'GET /api/products': {
    id: 'listProducts',
    summary:
      'Lists the products for sale, boosted first, one page at a time, optionally in one category.',
  },
  'GET /api/products/:id': {
    id: 'getProduct',
    summary: 'Returns one listed product with its photos, seller and related products.',
  },
  'GET /api/categories': {
    id: 'listCategories',
    summary: 'Lists the categories with the number of products listed in each.',
  },
  'POST /api/products/:id/views': {
    id: 'recordProductView',
    summary: "Counts a view of a product's page (once per visitor and day).",
  },
  'POST /api/products/:id/inquiries': {
    id: 'recordProductInquiry',
    summary: 'Counts a buyer opening WhatsApp to ask the seller about a product.',
  },
  'POST /api/products/:id/reports': {
    id: 'reportProduct',
    summary: 'Reports a listing to the admins (scam, counterfeit, wrong category, …).',
  },
  'GET /api/shops/:id': {
    id: 'getShop',
    summary: "Returns a seller's shop page: profile, verification and listed products.",
  },
  'GET /api/previews/products/:id/:file': {
    id: 'getProductPreviewImage',
    summary: 'Returns the picture a shared product link shows (og:image), a 1200 × 630 JPEG.',
  },
  'GET /api/previews/shops/:id/:file': {
    id: 'getShopPreviewImage',
    summary: 'Returns the picture a shared shop link shows (og:image), a 1200 × 630 JPEG.',
  },
  'POST /api/receipts': {
    id: 'requestReceipt',
    summary: 'Asks the seller for a receipt of a purchase; the seller confirms or declines it.',
  },
  'GET /api/receipts/:number': {
    id: 'getReceipt',
    summary: 'Returns a receipt by its number, with whether the seller confirmed it.',
  },
  'GET /api/track/:id': {
    id: 'trackDelivery',
    summary: 'Returns the status and timeline of a delivery, for the recipient following it.',
  },
  'GET /api/payments/prices': {
    id: 'getPrices',
    summary: 'Returns the prices of verification, Pro and boost credit packs.',
  },
  'GET /api/search': {
    id: 'searchProducts',
    summary:
      'Searches the listed products by words, price, place and filters, nearest matches when none fit.',
  },
  'POST /api/search/photo': {
    id: 'searchProductsByPhoto',
    summary: 'Finds the listed products that look most like an uploaded photo.',
  },
  'GET /api/live-streams': {
    id: 'listLiveStreams',
    summary: 'Lists the live and upcoming seller live streams.',
  },
  'GET /api/settings/public': {
    id: 'getPublicSettings',
    summary: 'Returns the support contacts, banner text and business hours shown on the site.',
  },
  'POST /api/contact': {
    id: 'sendContactMessage',
    summary: 'Sends a message to the Dwa team from the contact form.',
  },

  // ── called by other systems ──
  'GET /api/whatsapp/webhook': {
    id: 'verifyWhatsAppWebhook',
    summary: "Answers Meta's webhook subscription handshake with its challenge.",
    security: 'whatsappVerifyToken',
  },
  'POST /api/whatsapp/webhook': {
    id: 'receiveWhatsAppWebhook',
    summary: "Receives Meta's signed WhatsApp deliveries: messages and status receipts.",
    security: 'whatsappSignature',
  },
  'POST /api/payments/webhook': {
    id: 'receivePaymentWebhook',
    summary: "Receives the payment provider's signed events: charges and transfers settled.",
    security: 'paystackSignature',
  },

  // ── local stand-ins (development and tests only) ──
  'GET /api/payments/simulator/:reference': {
    id: 'getSimulatedPaymentPrompt',
    summary: 'Returns the simulated Mobile Money prompt of a pending payment (simulator only).',
  },
  'POST /api/payments/simulator/:reference': {
    id: 'answerSimulatedPaymentPrompt',
    summary: 'Approves the simulated prompt with a PIN, or declines it (simulator only).',
  },
  'POST /api/whatsapp/dev-graph/media': {
    id: 'uploadDevGraphMedia',
    summary: 'Stores a photo in the local stand-in for Meta media hosting (outbox transport only).',
    security: 'whatsappSignature',
  },
  'GET /api/whatsapp/dev-graph/:version/:id': {
    id: 'getDevGraphMedia',
    summary:
      'Returns the download URL of a stored photo, as the Graph API does (outbox transport only).',
    security: 'devGraphToken',
  },
  'GET /api/whatsapp/dev-graph/files/:id': {
    id: 'downloadDevGraphMedia',
    summary: "Downloads a stored photo's bytes (outbox transport only).",
    security: 'devGraphToken',
  },
  'GET /api/whatsapp/dev-graph/conversation': {
    id: 'getDevGraphConversation',
    summary:
      "Returns the bot's conversation with a number, for the simulator CLI (outbox transport only).",
    security: 'devGraphToken',
  },
  'POST /api/test/clock': {
    id: 'advanceTestClock',
    summary:
      "Moves the server's clock forward and runs the timed sweeps (journeys only, NODE_ENV=test).",
  },
  'POST /api/orders': {
    id: 'placeOrder',
    summary:
      'Places a Buy safely order with the code the buyer’s number received, and prompts their MoMo wallet.',
  },
  'GET /api/orders/:token': {
    id: 'getOrder',
    summary: 'Returns a Buy safely order, its money and its steps, to whoever holds its link.',
  },
  'POST /api/orders/:token/pay': {
    id: 'payOrderAgain',
    summary: 'Prompts the buyer’s MoMo wallet again after a declined or unanswered prompt.',
  },
  'POST /api/orders/:token/voucher': {
    id: 'submitOrderVoucher',
    summary: 'Sends the Telecel Cash voucher the buyer generated for the order’s waiting prompt.',
  },
  'POST /api/orders/:token/cancel': {
    id: 'cancelOrder',
    summary: 'Cancels an order before payment, or before the seller accepted it (refunded).',
  },
  'POST /api/orders/:token/confirm': {
    id: 'confirmOrder',
    summary: 'Says the goods arrived as ordered, releasing the money to the seller.',
  },
  'POST /api/orders/:token/problem': {
    id: 'reportOrderProblem',
    summary: 'Reports a problem within the window after delivery, freezing the money.',
  },
};
