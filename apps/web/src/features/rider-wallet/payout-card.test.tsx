// The payout card against a mocked API: the summary shows without the amount's rule, which loads
// when the rider first focuses the amount; a bad amount and one above the balance are refused at
// the field (no request); a good one is asked for, with the pending state and the toast; "Use
// all" types the whole balance; the server's field message lands on the field.
import '../../lib/rider-texts.ts';
import { enPayouts } from '@dwa/domain/i18n/payouts/en';
import { enRiderCenter } from '@dwa/domain/i18n/rider-center/en';
import type { PayoutView, RiderWalletSummary } from '@dwa/domain/payouts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/http.ts';
import { renderApp } from '../../testing/render.tsx';
import { PayoutCard } from './payout-card.tsx';

// Counts the loads of the form's lazy module (its rule and field texts).
const ruleLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./payout-check.ts', async (original) => {
  ruleLoads.count += 1;
  return original();
});

const text = enRiderCenter.riderCenter.payouts;
const summary: RiderWalletSummary = {
  balancePesewas: 12_550,
  heldPesewas: 2_000,
  wallet: { phone: '+233241234567', network: 'mtn', accountName: null },
};
const requested: PayoutView = {
  id: 'payout-1',
  amountPesewas: 2_500,
  method: 'momo',
  status: 'requested',
  wallet: summary.wallet,
  requestedAt: '2026-12-01T10:00:00Z',
  decidedAt: null,
  failureReason: null,
};

/** Answers the wallet summary, and each payout request with `answer`; records what was sent. */
function mockApi(answer: () => Response | Promise<Response> = () => HttpResponse.json(requested)) {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/rider/wallet', () => HttpResponse.json(summary)),
    http.get('/api/rider/payouts', () => HttpResponse.json({ items: [] })),
    http.get('/api/rider/dashboard', () => HttpResponse.json({})),
    http.post('/api/rider/payouts', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

async function renderCard() {
  const user = userEvent.setup();
  renderApp(<PayoutCard onSetupWallet={vi.fn()} />);
  const card = await screen.findByTestId('payout-card');
  const amount = await within(card).findByLabelText(text.amount);
  return { user, card, amount: amount as HTMLInputElement };
}

const submit = (card: HTMLElement) => within(card).getByRole('button', { name: text.request });

/** The field's message, found through the input's aria-describedby as a screen reader does. */
function describedError(input: HTMLElement) {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert');
}

describe('payout card', () => {
  it('shows the summary without the rule, and fetches it on the first focus of the amount', async () => {
    mockApi();
    const { user, card, amount } = await renderCard();
    expect(within(card).getByTestId('payout-available')).toHaveTextContent('GH₵ 125.50');
    expect(card).toHaveTextContent('GH₵ 20.00');
    expect(within(card).getByTestId('payout-wallet')).toHaveTextContent('024 123 4567');
    expect(ruleLoads.count).toBe(0);
    await user.click(amount);
    await waitFor(() => expect(ruleLoads.count).toBe(1));
  });

  it('refuses what is not an amount at the field, focused, and sends nothing', async () => {
    const sent = mockApi();
    const { user, card, amount } = await renderCard();
    await user.click(submit(card));
    const blank = await within(card).findByText(enPayouts.payouts.amountInvalid);
    expect(describedError(amount)).toBe(blank);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    await user.type(amount, '1.234');
    // Once submitted, every change is checked again: still not an amount.
    expect(describedError(amount)).toHaveTextContent(enPayouts.payouts.amountInvalid);
    await user.click(submit(card));
    expect(within(card).getByText(enPayouts.payouts.amountInvalid)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('refuses more than the balance at the field, and clears the message once it fits', async () => {
    const sent = mockApi();
    const { user, card, amount } = await renderCard();
    await user.type(amount, '125.51');
    await user.click(submit(card));
    expect(await within(card).findByText(enPayouts.payouts.amountAboveBalance)).toBeVisible();
    expect(describedError(amount)).toHaveTextContent(enPayouts.payouts.amountAboveBalance);
    expect(sent).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '125.5');
    expect(within(card).queryByText(enPayouts.payouts.amountAboveBalance)).toBeNull();
    expect(amount).not.toHaveAttribute('aria-invalid');
  });

  it('asks for a good amount: pending while it goes, then the toast and an empty field', async () => {
    let answer: (response: Response) => void = () => {};
    const sent = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, card, amount } = await renderCard();
    await user.type(amount, '25');
    await user.click(submit(card));
    const pending = await within(card).findByRole('button', { name: text.requesting });
    expect(pending).toBeDisabled();
    await waitFor(() => expect(sent).toEqual([{ amount: '25' }]));
    answer(HttpResponse.json(requested, { status: 201 }));
    expect(await screen.findByText(text.requested)).toBeInTheDocument();
    await waitFor(() => expect(amount).toHaveValue(null));
    expect(submit(card)).toBeEnabled();
  });

  it('"Use all" types the whole balance, which is asked for', async () => {
    const sent = mockApi();
    const { user, card, amount } = await renderCard();
    await user.click(within(card).getByRole('button', { name: text.useAll }));
    expect(amount).toHaveValue(125.5);
    await user.click(submit(card));
    await waitFor(() => expect(sent).toEqual([{ amount: '125.50' }]));
    expect(await screen.findByText(text.requested)).toBeInTheDocument();
  });

  it("puts the server's field message on the field (a balance that moved meanwhile)", async () => {
    const moved = 'Your balance changed: at most GH₵ 10.00 now.';
    const sent = mockApi(() =>
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid request',
            fields: { amount: moved },
          },
        },
        { status: 400 },
      ),
    );
    const { user, card, amount } = await renderCard();
    await user.type(amount, '100');
    await user.click(submit(card));
    expect(await within(card).findByText(moved)).toBeVisible();
    expect(describedError(amount)).toHaveTextContent(moved);
    expect(amount).toHaveFocus();
    expect(sent).toEqual([{ amount: '100' }]);
    // The field shows it; no second copy above the form.
    expect(within(card).queryByTestId('payout-error')).toBeNull();
  });
});
