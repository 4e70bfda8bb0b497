// The publish dialog against a mocked API: an upload the bot could not price starts with an
// empty price, and Publish asks for one at the field without sending anything (a product at
// GH₵ 0.00 is a wrong listing, decision 060); with a price typed, it is sent as typed. A price
// the server refuses is shown at the price field. The delivery the caption offered starts ticked
// with its places and fee, and goes as the seller leaves it.
import '../../lib/account-texts.ts';
import '../../lib/seller-texts.ts';
import { enAccounts } from '@dwa/domain/i18n/en-accounts';
import { enShell } from '@dwa/domain/i18n/en-shell';
import { enSellerUploads } from '@dwa/domain/i18n/seller-uploads/en';
import type { SellerUpload } from '@dwa/domain/seller-uploads';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/http.ts';
import { renderApp } from '../../testing/render.tsx';
import PublishDialog from './publish-dialog.tsx';

const texts = enSellerUploads.sellerUploads.publishDialog;

const unpriced: SellerUpload = {
  id: '7d5f3a9e-2c41-4b8e-9f10-3a6b2c1d4e5f',
  parsedTitle: 'Ladies sandals size 38-41',
  parsedPricePesewas: null,
  parsedDescription: 'Kumasi',
  parsedCategory: 'fashion',
  parsedDeliveryAvailable: false,
  parsedDeliveryAreas: [],
  parsedDeliveryFeePesewas: null,
  messageText: 'Ladies sandals size 38-41, Kumasi',
  photos: [],
  photoCount: 1,
  status: 'pending',
  productId: null,
  createdAt: '2026-12-01T10:00:00.000Z',
};

/** The bodies POSTed to publish, answered with `answer`. */
function mockPublish(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post(`/api/seller/uploads/${unpriced.id}/publish`, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
    http.get('/api/seller/uploads', () =>
      HttpResponse.json({ items: [], counts: { all: 0, pending: 0, published: 0, rejected: 0 } }),
    ),
    http.get('/api/seller/products', () => HttpResponse.json({ items: [] })),
  );
  return sent;
}

describe('publishing an upload without a price', () => {
  it('asks for the price at its field and sends nothing; then sends the price typed', async () => {
    const sent = mockPublish(() => HttpResponse.json({ productId: 'p1' }, { status: 201 }));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderApp(<PublishDialog upload={unpriced} onClose={onClose} />);
    const price = await screen.findByLabelText(texts.price);
    expect(price).toHaveValue('');

    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText(texts.priceRequired)).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText(texts.priceRequired)).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(price);
    await user.type(price, '85');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([expect.objectContaining({ title: unpriced.parsedTitle, price: '85' })]);
  });

  it("shows the server's price message at the price field", async () => {
    mockPublish(() =>
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Some fields are not valid.',
            fields: { price: texts.priceRequired },
          },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderApp(
      <PublishDialog upload={{ ...unpriced, parsedPricePesewas: 8_500 }} onClose={vi.fn()} />,
    );
    expect(await screen.findByLabelText(texts.price)).toHaveValue('85.00');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText(texts.priceRequired)).toBeVisible();
  });
});

describe("the caption's delivery", () => {
  const offered: SellerUpload = {
    ...unpriced,
    parsedPricePesewas: 8_500,
    parsedDeliveryAvailable: true,
    parsedDeliveryAreas: ['Ejisu', 'Adum'],
    parsedDeliveryFeePesewas: 2_000,
    messageText: 'Ladies sandals GH₵ 85. Delivery to Ejisu and Adum, 20gh delivery fee',
  };
  const labels = {
    available: enShell.labels.deliveryAvailable,
    cost: enAccounts.seller.deliveryCost,
    areas: enAccounts.seller.deliveryAreas,
  };

  it('starts as read, ticked with its places and fee, and is sent as shown', async () => {
    const sent = mockPublish(() => HttpResponse.json({ productId: 'p1' }, { status: 201 }));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderApp(<PublishDialog upload={offered} onClose={onClose} />);
    expect(await screen.findByText(texts.deliveryFromMessage)).toBeVisible();
    expect(screen.getByLabelText(labels.available)).toBeChecked();
    expect(screen.getByLabelText(labels.cost)).toHaveValue(20);
    expect(screen.getByLabelText(labels.areas)).toHaveValue('Ejisu, Adum');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({
        deliveryAvailable: true,
        deliveryCost: '20.00',
        deliveryAreas: 'Ejisu, Adum',
      }),
    ]);
  });

  it("sends the seller's change: another fee and place, or no delivery at all", async () => {
    const sent = mockPublish(() => HttpResponse.json({ productId: 'p1' }, { status: 201 }));
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderApp(<PublishDialog upload={offered} onClose={onClose} />);
    const cost = await screen.findByLabelText(labels.cost);
    await user.clear(cost);
    await user.type(cost, '15');
    await user.clear(screen.getByLabelText(labels.areas));
    await user.type(screen.getByLabelText(labels.areas), 'Kumasi');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent[0]).toMatchObject({
      deliveryAvailable: true,
      deliveryCost: '15',
      deliveryAreas: 'Kumasi',
    });
    unmount();

    renderApp(<PublishDialog upload={offered} onClose={onClose} />);
    await user.click(await screen.findByLabelText(labels.available));
    expect(screen.queryByLabelText(labels.cost)).toBeNull();
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(sent[1]).toMatchObject({ deliveryAvailable: false });
    expect(sent[1]).not.toHaveProperty('deliveryCost');
    expect(sent[1]).not.toHaveProperty('deliveryAreas');
  });

  it('starts unticked when the caption offered none, without the note', async () => {
    mockPublish(() => HttpResponse.json({ productId: 'p1' }, { status: 201 }));
    renderApp(
      <PublishDialog upload={{ ...unpriced, parsedPricePesewas: 8_500 }} onClose={vi.fn()} />,
    );
    expect(await screen.findByLabelText(labels.available)).not.toBeChecked();
    expect(screen.queryByText(texts.deliveryFromMessage)).toBeNull();
    expect(screen.queryByLabelText(labels.cost)).toBeNull();
  });

  it("shows the server's delivery cost message at its field", async () => {
    mockPublish(() =>
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Some fields are not valid.',
            fields: { deliveryCost: 'Enter a valid amount.' },
          },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderApp(<PublishDialog upload={offered} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: texts.submit }));
    expect(await screen.findByText('Enter a valid amount.')).toBeVisible();
    expect(screen.getByLabelText(labels.cost)).toHaveAttribute('aria-invalid', 'true');
  });
});
