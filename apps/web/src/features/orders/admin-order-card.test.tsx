// An order on the admin's Orders screen against a mocked API (decision 066): a refund or a
// seller's payout the provider refused says so, and "Send again" asks the server once; an order
// whose money went shows no such button; the server's refusal is shown as it said it.
import '../../lib/order-texts.ts';
import { enOrders } from '@dwa/domain/i18n/orders/en';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/http.ts';
import { renderApp } from '../../testing/render.tsx';
import { AdminOrderCard } from './admin-order-card.tsx';
import type { AdminOrder } from './use-admin-orders.ts';

const text = enOrders.orders.admin;

const order = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 'order-1',
  number: 7,
  status: 'refunded',
  productId: 'p-1',
  productTitle: 'Ladies sandals',
  buyerName: 'Akosua Owusu',
  buyerPhone: '+233241234567',
  carrier: 'pickup',
  zone: null,
  dropoffLocation: null,
  dropoffLandmark: null,
  itemPesewas: 8_500,
  deliveryFeePesewas: 0,
  totalPesewas: 8_500,
  sellerPesewas: 8_075,
  acceptDueAt: null,
  releaseDueAt: null,
  problem: null,
  createdAt: '2026-12-06T10:00:00.000Z',
  shop: 'Adum Shoes',
  refundPesewas: 8_500,
  refundStatus: 'failed',
  payoutStatus: null,
  ...overrides,
});

function retries(answer: () => Response) {
  const asked: string[] = [];
  server.use(
    http.post('/api/admin/orders/:id/retry', ({ params }) => {
      asked.push(String(params.id));
      return answer();
    }),
    http.get('/api/admin/orders', () => HttpResponse.json({ items: [], escrowPesewas: 0 })),
  );
  return asked;
}

describe('a failed refund or payout on the admin Orders screen', () => {
  it('says what the provider refused and sends it again once', async () => {
    const asked = retries(() => HttpResponse.json({ refunds: 1, payouts: 0 }));
    renderApp(
      <ul>
        <AdminOrderCard order={order()} />
      </ul>,
    );
    expect(await screen.findByText(/The provider refused this order’s refund/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: text.retry }));
    await expect.poll(() => asked).toEqual(['order-1']);
  });

  it('names the seller’s payout, and shows the server’s refusal', async () => {
    retries(() =>
      HttpResponse.json(
        {
          error: {
            code: 'conflict',
            message: 'This order has no failed refund or payout to send again.',
          },
        },
        { status: 409 },
      ),
    );
    renderApp(
      <ul>
        <AdminOrderCard
          order={order({ status: 'released', refundStatus: null, payoutStatus: 'failed' })}
        />
      </ul>,
    );
    expect(await screen.findByText(/payout to the seller/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(
      await screen.findByText('This order has no failed refund or payout to send again.'),
    ).toBeVisible();
  });

  it('offers nothing to send again when the money went', async () => {
    renderApp(
      <ul>
        <AdminOrderCard order={order({ refundStatus: 'processed', payoutStatus: 'paid' })} />
      </ul>,
    );
    expect(await screen.findByText(/Ladies sandals/)).toBeVisible();
    expect(screen.queryByRole('button', { name: text.retry })).toBeNull();
  });
});
