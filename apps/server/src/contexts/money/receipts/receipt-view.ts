// A stored receipt as the API shows it: publicly (never the buyer's phone) and to its seller.
import type { receipts } from '@dwa/db/schema/index';
import {
  type Receipt,
  type ReceiptSource,
  type ReceiptStatus,
  receiptKind,
  type SellerReceipt,
} from '@dwa/domain/receipts';

type Row = typeof receipts.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function answer(r: Row) {
  const status = r.status as ReceiptStatus;
  return {
    status,
    kind: receiptKind(r.source as ReceiptSource, status),
    confirmedAt: iso(r.confirmedAt),
    declinedAt: iso(r.declinedAt),
  };
}

export const verificationUrl = (origin: string, number: string) => `${origin}/receipts/${number}`;

/** What a payment through Dwa bought (for its receipt). */
export type Purchase = Receipt['purchase'];

export const publicReceiptView = (
  r: Row,
  seller: { businessName: string; locationSlug: string },
  origin: string,
  purchase: Purchase = null,
): Receipt => ({
  number: r.number,
  createdAt: r.createdAt.toISOString(),
  productTitle: r.productTitle,
  amountPesewas: r.amountPesewas,
  seller: { businessName: seller.businessName, location: seller.locationSlug },
  verificationUrl: verificationUrl(origin, r.number),
  ...answer(r),
  purchase,
});

export const sellerReceiptView = (r: Row, origin: string): SellerReceipt => ({
  id: r.id,
  number: r.number,
  createdAt: r.createdAt.toISOString(),
  productId: r.productId,
  productTitle: r.productTitle,
  amountPesewas: r.amountPesewas,
  buyerPhone: r.buyerPhone,
  verificationUrl: verificationUrl(origin, r.number),
  ...answer(r),
});
