// The seller hears of a buyer's receipt request at once, in the transaction that makes it, with a
// link to the seller center's Receipts to confirm or decline it (decision 038).
import type { Db } from '@dwa/db/client';
import { formatGhs } from '@dwa/domain/money';
import { pagePath } from '@dwa/domain/pages';
import { type NotifyDeps, notify } from '../../messaging/public.ts';

export const notifyReceiptRequested = (
  tx: Db,
  deps: NotifyDeps,
  receipt: {
    id: string;
    number: string;
    sellerId: string;
    productTitle: string;
    amountPesewas: number;
  },
) =>
  notify(tx, deps, {
    event: 'receipt_requested',
    sellerId: receipt.sellerId,
    values: {
      product_title: receipt.productTitle,
      amount: formatGhs(receipt.amountPesewas),
      receipt_number: receipt.number,
      link: pagePath('sellerReceipts'),
    },
    // One message per receipt, however often the request is retried.
    dedupeKey: `receipt_requested:${receipt.id}`,
  });
