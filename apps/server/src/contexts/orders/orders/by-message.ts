// Buy safely by WhatsApp message (decision 066): what the bot may do with orders, run in the
// conversation's transaction (each service's own transaction becomes a savepoint, so a refusal
// undoes only what it did). Nothing here calls the payment provider: the conversation holds the
// sender's lock and must stay short, so the MoMo prompt is a job queued with the order (it
// leaves when the order commits) and a decline's refund waits for the refunds task (every
// minute), as the timers' refunds do.
import type { Db } from '@dwa/db/client';
import { orders } from '@dwa/db/schema/index';
import type { MomoNetwork } from '@dwa/domain/enums';
import type { SellerOrder } from '@dwa/domain/orders';
import { and, eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import type { Lang } from '../../../lib/i18n.ts';
import type { TaskDefinition, TaskRun } from '../../../tasks/task-definition.ts';
import type { TaskQueue } from '../../../tasks/task-queue.ts';
import type { PaymentDeps } from '../../money/public.ts';
import type { OrderRow } from './order-step.ts';
import { insertOrder, type NewOrder, promptPayment } from './place-order.service.ts';
import { acceptOrder, cancelBySeller, type SellerOrderDeps } from './seller-orders.service.ts';

export const ORDER_PROMPT_TASK = 'orders.prompt';

interface PromptJob {
  orderId: string;
  phone: string;
  network: MomoNetwork;
}

/** What the bot is handed (ordersContext binds it to the context's own dependencies). */
export interface OrdersByMessage {
  /** A buyer's order from their own number (WhatsApp proved it), its prompt queued. */
  place(
    tx: Db,
    tasks: Pick<TaskQueue, 'enqueue'>,
    input: NewOrder & { network: MomoNetwork },
    lang: Lang,
  ): Promise<OrderRow>;
  accept(tx: Db, sellerId: string, number: number, pickup: string | null): Promise<SellerOrder>;
  decline(tx: Db, sellerId: string, number: number, reason: string): Promise<SellerOrder>;
  /** The seller's order by the number their messages show, or a 404. */
  find(tx: Db, sellerId: string, number: number): Promise<OrderRow>;
}

export function ordersByMessage(deps: Omit<SellerOrderDeps, 'db'>): OrdersByMessage {
  const withTx = (tx: Db): SellerOrderDeps => ({ ...deps, db: tx });
  const find = async (tx: Db, sellerId: string, number: number) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.sellerId, sellerId), eq(orders.number, number)));
    if (!row) throw notFound('errors.orders.notFound');
    return row;
  };
  return {
    async place(tx, tasks, input, lang) {
      return tx.transaction(async (inner) => {
        const order = await insertOrder(inner, deps.clock, input, lang);
        const job: PromptJob = { orderId: order.id, phone: input.phone, network: input.network };
        await tasks.enqueue(inner, ORDER_PROMPT_TASK, job);
        return order;
      });
    },
    async accept(tx, sellerId, number, pickup) {
      const order = await find(tx, sellerId, number);
      return acceptOrder(withTx(tx), sellerId, order.id, {
        carrier: order.carrier === 'pickup' ? null : 'rider',
        pickupLocation: pickup,
      });
    },
    async decline(tx, sellerId, number, reason) {
      const order = await find(tx, sellerId, number);
      const kind = order.status === 'paid' ? 'decline' : 'cancel_before_pickup';
      return cancelBySeller(withTx(tx), sellerId, order.id, reason, kind, { sendNow: false });
    },
    find,
  };
}

/** The MoMo prompt of an order placed by message, once the order committed. Run twice (a retry
 * after a lost answer), the second is refused by the one-pending-payment-per-order index before
 * the provider is asked (409), and asks nothing. */
export function orderPromptTask(deps: { db: Db; payments: PaymentDeps }): TaskDefinition {
  return {
    name: ORDER_PROMPT_TASK,
    retry: { limit: 3, delaySeconds: 10, backoff: true },
    expireInSeconds: 60,
    handler: async (job) => {
      const { orderId, phone, network } = (job as TaskRun<PromptJob>).data;
      const [order] = await deps.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')));
      if (!order) return;
      try {
        await promptPayment(deps.payments, order, phone, network);
      } catch (error) {
        // Another prompt of the order got there first.
        if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      }
    },
  };
}
