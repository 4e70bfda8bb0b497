// The public face of money: the only file of contexts/money that the app and other
// contexts may import. Everything else in the folder is private to it (context-boundaries.test.ts).
export { moneyContext } from './context.ts';
export type { Tx } from './ledger/ledger.service.ts';
export { balanceOf, recordTransaction, sellerCreditsSql } from './ledger/ledger.service.ts';
export type { LedgerProblemCode } from './ledger/ledger-check.ts';
export { reviewLedger } from './ledger/ledger-check.ts';
export type { OrderPayments, PaymentRow } from './payments/order-payments.ts';
export {
  type PaymentDeps,
  startOrderPayment,
  submitOrderVoucher,
} from './payments/payments.service.ts';
export { getPrices, PRICES_SETTING } from './payments/prices.service.ts';
export {
  queueSellerPayout,
  retrySellerPayout,
  sendQueuedSellerPayouts,
} from './payouts/seller-payouts.ts';
export { queueRefund, retryRefund, sendQueuedRefunds } from './refunds/refunds.service.ts';
export { upsertMomoWallet } from './wallets/momo-wallets.ts';
