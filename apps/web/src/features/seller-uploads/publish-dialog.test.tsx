// The publish dialog against a mocked API: an upload the bot could not price starts with an
// empty price, and Publish asks for one at the field without sending anything (a product at
// GH₵ 0.00 is a wrong listing, decision 060); with a price typed, it is sent as typed. A price
// the server refuses is shown at the price field.
import '../../lib/seller-texts.ts';
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
