// The admin back office (session cookie of an admin whose role has the route's capability,
// decision 041). See operation.ts.
import type { Operations } from './operation.ts';

export const ADMIN_OPERATIONS: Operations = {
  // ── overview and analytics ──
  'GET /api/admin/dashboard': {
    id: 'getAdminDashboard',
    summary: 'Returns the platform counts and revenue for the admin dashboard.',
  },
  'GET /api/admin/analytics/overview': {
    id: 'getAnalyticsOverview',
    summary:
      'Returns the daily activity counts and their totals between two dates (Accra days), and products per category.',
  },
  'GET /api/admin/analytics/retention': {
    id: 'getAnalyticsRetention',
    summary: 'Returns how many sellers who signed up each week were active 1, 7 and 30 days later.',
  },
  'GET /api/admin/analytics/cohorts': {
    id: 'getAnalyticsCohorts',
    summary:
      'Returns the share of each weekly sign-up cohort of sellers active in each later week.',
  },
  'GET /api/admin/audit': {
    id: 'listAuditLog',
    summary: 'Searches the audit log of admin actions.',
  },

  // ── sellers, products, reports, messages ──
  'GET /api/admin/sellers': {
    id: 'listAdminSellers',
    summary: 'Searches the sellers by name or phone and status.',
  },
  'POST /api/admin/sellers/:id/suspend': {
    id: 'suspendSeller',
    summary: 'Suspends a seller, hiding their shop and products, with a reason.',
  },
  'POST /api/admin/sellers/:id/reactivate': {
    id: 'reactivateSeller',
    summary: 'Lifts a seller’s suspension.',
  },
  'POST /api/admin/sellers/:id/verification': {
    id: 'setSellerVerification',
    summary: 'Verifies a seller or takes the verification away.',
  },
  'POST /api/admin/sellers/:id/credits': {
    id: 'grantSellerCredits',
    summary: 'Grants a seller boost credits, with a reason (super admin).',
  },
  'GET /api/admin/products': {
    id: 'listAdminProducts',
    summary: 'Searches every product by title and status.',
  },
  'POST /api/admin/products/:id/block': {
    id: 'blockProduct',
    summary: 'Blocks a product from the marketplace, with a reason.',
  },
  'POST /api/admin/products/:id/unblock': {
    id: 'unblockProduct',
    summary: 'Lists a blocked product again.',
  },
  'POST /api/admin/products/:id/featured': {
    id: 'setProductFeatured',
    summary: 'Features a product on the home page, or stops featuring it.',
  },
  'DELETE /api/admin/products/:id': {
    id: 'deleteProduct',
    summary: 'Deletes a product.',
  },
  'GET /api/admin/reports': {
    id: 'listProductReports',
    summary: 'Lists the buyers’ reports of listings, open or resolved.',
  },
  'POST /api/admin/reports/:id/resolve': {
    id: 'resolveProductReport',
    summary:
      'Resolves every open report of a product: dismissed, or the product blocked or deleted.',
  },
  'GET /api/admin/messages': {
    id: 'listContactMessages',
    summary: 'Lists the messages sent through the contact form.',
  },
  'POST /api/admin/messages/:id/handled': {
    id: 'setContactMessageHandled',
    summary: 'Marks a contact message handled, or not.',
  },

  // ── riders and deliveries ──
  'GET /api/admin/riders': {
    id: 'listAdminRiders',
    summary:
      'Searches the riders (the newest 200 that match), with the platform-wide rider counters.',
  },
  'POST /api/admin/riders/:id/verification': {
    id: 'setRiderVerification',
    summary: 'Verifies a rider or takes the verification away.',
  },
  'GET /api/admin/delivery-jobs': {
    id: 'listDeliveryJobs',
    summary: 'Lists the delivery jobs, newest first.',
  },
  'POST /api/admin/delivery-jobs/:id/cancel': {
    id: 'cancelDeliveryJob',
    summary: 'Cancels a delivery job, with a reason.',
  },

  // ── money ──
  'GET /api/admin/money': {
    id: 'listAdminPayments',
    summary: 'Lists the payments between two dates, by status, with totals.',
  },
  'GET /api/admin/money/ledger-check': {
    id: 'checkLedger',
    summary: 'Checks that every ledger transaction balances and every balance matches its rows.',
  },
  'GET /api/admin/payouts': {
    id: 'listAdminPayouts',
    summary: 'Lists the riders’ payout requests by status.',
  },
  'POST /api/admin/payouts/:id/approve': {
    id: 'approvePayout',
    summary: 'Approves a payout and sends the Mobile Money transfer (super admin).',
  },
  'POST /api/admin/payouts/:id/reject': {
    id: 'rejectPayout',
    summary: 'Rejects a payout with a reason, releasing the held amount (super admin).',
  },

  // ── WhatsApp and notifications ──
  'GET /api/admin/outbox': {
    id: 'listOutbox',
    summary:
      'Lists the latest WhatsApp messages queued, with their status, attempts and provider answer.',
  },
  'GET /api/admin/whatsapp/uploads': {
    id: 'listAdminWhatsAppUploads',
    summary: 'Lists the products sellers sent by WhatsApp, pending ones first.',
  },
  'POST /api/admin/whatsapp/uploads/:id/publish': {
    id: 'publishWhatsAppUpload',
    summary: 'Publishes a seller’s WhatsApp upload as a product, with corrected details.',
  },
  'POST /api/admin/whatsapp/uploads/:id/reject': {
    id: 'rejectWhatsAppUpload',
    summary: 'Rejects a seller’s WhatsApp upload.',
  },
  'GET /api/admin/whatsapp/settings': {
    id: 'getBotSettings',
    summary: 'Returns the WhatsApp Bot Settings, secrets masked, and where each value comes from.',
  },
  'PUT /api/admin/whatsapp/settings': {
    id: 'saveBotSettings',
    summary:
      'Saves the WhatsApp verify token, access token, app secret or phone number id (super admin).',
  },
  'GET /api/admin/whatsapp/sessions': {
    id: 'listBotSessions',
    summary: "Lists the WhatsApp bot's open conversations with their state.",
  },
  'DELETE /api/admin/whatsapp/sessions/:id': {
    id: 'endBotSession',
    summary: "Ends a bot conversation, so the number's next message starts afresh.",
  },
  'POST /api/admin/whatsapp/simulate': {
    id: 'simulateWhatsAppMessage',
    summary: 'Sends the bot a message as if from a WhatsApp number (text, button or photo).',
  },
  'GET /api/admin/whatsapp/conversation': {
    id: 'getSimulatedConversation',
    summary: "Returns the bot's conversation with a number, for the simulator (outbox transport).",
  },
  'GET /api/admin/notification-templates': {
    id: 'listNotificationTemplates',
    summary: 'Lists the notification templates per event and language.',
  },
  'PATCH /api/admin/notification-templates/:id': {
    id: 'updateNotificationTemplate',
    summary: 'Edits a notification template or turns it on or off (super admin).',
  },
  'POST /api/admin/notification-templates/:id/test': {
    id: 'testNotificationTemplate',
    summary: 'Sends a notification template, filled with sample values, to a test number.',
  },
  'POST /api/admin/notifications/send': {
    id: 'sendManualNotification',
    summary: 'Sends a WhatsApp message to a number that wrote to Dwa, or returns a wa.me link.',
  },
  'GET /api/admin/notifications': {
    id: 'listNotifications',
    summary: 'Lists the notifications sent, by event and seller.',
  },

  // ── settings, live streams, launch ──
  'GET /api/admin/settings': {
    id: 'getPlatformSettings',
    summary: 'Returns the platform and money settings with their revisions.',
  },
  'PUT /api/admin/settings': {
    id: 'savePlatformSettings',
    summary:
      'Saves the support contacts, banner, live stream link and business hours (super admin).',
  },
  'PUT /api/admin/settings/money': {
    id: 'saveMoneySettings',
    summary: 'Saves the prices and the delivery commission (super admin).',
  },
  'GET /api/admin/live-streams': {
    id: 'listAdminLiveStreams',
    summary: 'Lists the live streams, scheduled, live and ended.',
  },
  'POST /api/admin/live-streams': {
    id: 'createLiveStream',
    summary: 'Adds a seller’s live stream, live or scheduled (super admin).',
  },
  'PUT /api/admin/live-streams/:id': {
    id: 'updateLiveStream',
    summary: 'Edits a live stream (super admin).',
  },
  'POST /api/admin/live-streams/:id/end': {
    id: 'endLiveStream',
    summary: 'Ends a live stream (super admin).',
  },
  'GET /api/admin/prelaunch': {
    id: 'getPrelaunchChecks',
    summary: 'Runs the pre-launch checks and returns each with its verdict.',
  },
  'POST /api/admin/launch': {
    id: 'launch',
    summary: 'Records the launch once no pre-launch check fails (super admin).',
  },
  'GET /api/admin/orders': {
    id: 'listAdminOrders',
    summary: 'Lists the newest Buy safely orders with the escrow balance.',
  },
  'POST /api/admin/orders/:id/resolve': {
    id: 'resolveOrderDispute',
    summary: 'Ends a dispute: release, partial refund or full refund, with a reason (super admin).',
  },
  'POST /api/admin/orders/:id/cancel': {
    id: 'cancelOrderByAdmin',
    summary: 'Cancels a paid or accepted order before pickup, refunding the buyer (super admin).',
  },
  'POST /api/admin/orders/:id/retry': {
    id: 'retryOrderMoney',
    summary: 'Sends an order’s failed refund or seller payout again (super admin, audited).',
  },
};
