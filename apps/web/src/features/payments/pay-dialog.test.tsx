// The pay dialog against a mocked API, on fake timers (it polls every 2 s): Pay starts the
// payment, the dialog waits while the payment is pending and asks again until the server says it
// succeeded (a toast, the dialog closes, the polling stops) or failed (the reason, nothing
// charged, try again); a Telecel voucher typed in, refused at its field, then accepted; a start
// the server refuses shows its field message at the field.
import '../../lib/seller-texts.ts';
import '../../lib/payment-texts.ts';
import type { PaymentView, PurchaseItem } from '@dwa/domain/payments';
import type { Prices } from '@dwa/domain/prices';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inTurn, server } from '../../testing/http.ts';
import { renderApp } from '../../testing/render.tsx';
import { PayDialog } from './pay-dialog.tsx';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const reference = 'dwa_pay_123';

const prices: Prices = {
  verificationPesewas: 6_500,
  verificationDays: 365,
  proMonthlyPesewas: 20_000,
  creditPacks: [
    { credits: 1, pesewas: 1_000 },
    { credits: 5, pesewas: 4_000 },
    { credits: 20, pesewas: 15_000 },
  ],
  boostCredits: { 1: 1, 3: 2, 7: 4 },
  proBoostLimit: 20,
};

const pending: PaymentView = {
  reference,
  purpose: 'verification',
  credits: null,
  amountPesewas: 6_500,
  status: 'pending',
  next: 'approve_on_phone',
  failure: null,
  promptPath: null,
  createdAt: new Date(NOW).toISOString(),
  expiresAt: new Date(NOW + 5 * 60_000).toISOString(),
  confirmedAt: null,
  receiptNumber: null,
  displayText: null,
};
const succeeded: PaymentView = { ...pending, status: 'success', next: null, confirmedAt: 'x' };

/** What the server is asked: each POST's body, and how often the payment was read. */
function mockApi({ polls }: { polls: PaymentView[] }) {
  const asked = { starts: [] as unknown[], vouchers: [] as unknown[], reads: 0 };
  const next = inTurn(...polls);
  server.use(
    http.get('/api/payments/prices', () => HttpResponse.json(prices)),
    http.get('/api/seller/profile', () =>
      HttpResponse.json({ wallet: null, whatsappNumber: '+233241234567', boostCredits: 0 }),
    ),
    http.post('/api/seller/payments', async ({ request }) => {
      asked.starts.push(await request.json());
      return HttpResponse.json(pending, { status: 201 });
    }),
    http.get(`/api/seller/payments/${reference}`, () => {
      asked.reads += 1;
      return HttpResponse.json(next());
    }),
  );
  return asked;
}

/** The dialog as a seller screen shows it: gone once it calls onClose. */
function Opened({ item, onClose }: { item: PurchaseItem; onClose(): void }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const close = () => {
    onClose();
    setOpen(false);
  };
  return <PayDialog item={item} onClose={close} />;
}

function open(item: PurchaseItem = 'verification') {
  const onClose = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp(<Opened item={item} onClose={onClose} />);
  return { user, onClose };
}

/** Lets the clock run to the next poll and its answer arrive. */
const nextPoll = () => vi.advanceTimersByTimeAsync(2_000);

beforeEach(() => {
  // Real time still passes (requests, renders); the tests jump ahead to each poll.
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pay dialog', () => {
  it('starts the payment, waits while it is pending, and closes once it succeeded', async () => {
    const asked = mockApi({ polls: [pending, pending, succeeded] });
    const { user, onClose } = open();
    // The server's price, and the WhatsApp number with the network its prefix suggests.
    expect(await screen.findByText('GH₵ 65.00 for 365 days')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('0241234567')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile money network')).toHaveValue('mtn');

    await user.click(screen.getByRole('button', { name: 'Pay GH₵ 65.00' }));
    expect(await screen.findByText('Approve the payment prompt on your phone')).toBeVisible();
    expect(
      screen.getByText(
        'Dwa asked 024 123 4567 (MTN) for GH₵ 65.00. Enter your mobile money PIN on the phone to approve it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for your approval…');
    expect(asked.starts).toEqual([{ item: 'verification', phone: '0241234567', network: 'mtn' }]);

    await nextPoll();
    expect(asked.reads).toBe(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('payment-waiting')).toBeInTheDocument();

    await nextPoll();
    await nextPoll();
    expect(asked.reads).toBeGreaterThanOrEqual(3);
    expect(await screen.findByText('Verification successful!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('pay-dialog')).not.toBeInTheDocument();

    // Settled: no more asking.
    const reads = asked.reads;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(asked.reads).toBe(reads);
  });

  it("shows Paystack's own instruction, labelled, beside Dwa's", async () => {
    const dial = { ...pending, displayText: 'Please dial *170# to approve' };
    mockApi({ polls: [dial, succeeded] });
    server.use(http.post('/api/seller/payments', () => HttpResponse.json(dial, { status: 201 })));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Pay GH₵ 65.00' }));
    const said = await screen.findByTestId('provider-display-text');
    expect(said).toHaveTextContent('Message from the mobile money service:');
    expect(within(said).getByText('Please dial *170# to approve')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Approve the payment prompt on your phone')).toBeVisible();
  });

  it('shows a failure with its reason, says nothing was charged, and can try again', async () => {
    const failed: PaymentView = { ...pending, status: 'failed', failure: 'insufficient_funds' };
    const asked = mockApi({ polls: [pending, failed] });
    const { user, onClose } = open();
    await user.click(await screen.findByRole('button', { name: 'Pay GH₵ 65.00' }));
    await screen.findByTestId('payment-waiting');
    await nextPoll();
    await nextPoll();

    const shown = await screen.findByTestId('payment-failed');
    expect(shown).toHaveTextContent('Payment failed');
    expect(shown).toHaveTextContent('There is not enough money in the mobile money wallet.');
    expect(shown).toHaveTextContent('Nothing was charged and nothing changed on your shop.');
    expect(await screen.findByText('Payment failed', { selector: '[data-title]' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked.reads).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Pay GH₵ 65.00' })).toBeEnabled();
    expect(screen.queryByTestId('payment-failed')).not.toBeInTheDocument();
  });

  it('reads an unanswered payment as a timeout once the server settles it after expiry', async () => {
    const timedOut: PaymentView = { ...pending, status: 'failed', failure: 'timeout' };
    const asked = mockApi({ polls: [pending] });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Pay GH₵ 65.00' }));
    await screen.findByTestId('payment-waiting');
    // Five minutes of nobody answering: still waiting, still asking.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(screen.getByTestId('payment-waiting')).toBeInTheDocument();
    const reads = asked.reads;
    expect(reads).toBeGreaterThanOrEqual(140);

    server.use(http.get(`/api/seller/payments/${reference}`, () => HttpResponse.json(timedOut)));
    await nextPoll();
    expect(await screen.findByTestId('payment-failed')).toHaveTextContent(
      'Nobody approved the payment in time.',
    );
  });

  it('takes a Telecel voucher: refused at its field, then accepted, then waits', async () => {
    const voucherNeeded: PaymentView = { ...pending, next: 'enter_voucher' };
    mockApi({ polls: [voucherNeeded] });
    const vouchers: unknown[] = [];
    const answers = inTurn(
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Check the voucher.',
            fields: { voucher: 'This voucher has expired. Generate a new one.' },
          },
        },
        { status: 400 },
      ),
      HttpResponse.json({ ...pending, next: 'approve_on_phone' }),
    );
    server.use(
      http.post('/api/seller/payments', () => HttpResponse.json(voucherNeeded, { status: 201 })),
      http.post(`/api/seller/payments/${reference}/voucher`, async ({ request }) => {
        vouchers.push(await request.json());
        return answers();
      }),
    );
    const { user } = open();
    await user.selectOptions(await screen.findByLabelText('Mobile money network'), 'vodafone');
    await user.click(screen.getByRole('button', { name: 'Pay GH₵ 65.00' }));
    expect(await screen.findByText('Enter your Telecel Cash voucher')).toBeVisible();

    const voucher = screen.getByLabelText('Voucher');
    // Checked before sending: six digits.
    await user.type(voucher, '1234');
    await user.click(screen.getByRole('button', { name: 'Confirm voucher' }));
    expect(voucher).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the 6-digit voucher code.')).toBeVisible();
    expect(vouchers).toEqual([]);

    await user.clear(voucher);
    await user.type(voucher, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm voucher' }));
    expect(
      await screen.findByText('This voucher has expired. Generate a new one.'),
    ).toHaveAttribute('role', 'alert');
    expect(voucher).toHaveAccessibleDescription('This voucher has expired. Generate a new one.');
    expect(voucher).toHaveFocus();
    expect(vouchers).toEqual([{ voucher: '123456' }]);

    await user.clear(voucher);
    await user.type(voucher, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm voucher' }));
    expect(vouchers).toEqual([{ voucher: '123456' }, { voucher: '654321' }]);
    // The network now has it: the voucher form goes, the dialog waits for the PIN on the phone.
    await vi.waitFor(() => expect(screen.queryByTestId('voucher-form')).not.toBeInTheDocument());
    expect(screen.getByTestId('payment-waiting')).toBeInTheDocument();
  });

  it('shows the server field message at the phone field when it refuses the start', async () => {
    mockApi({ polls: [pending] });
    server.use(
      http.post('/api/seller/payments', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Check the fields.',
              fields: { phone: 'This number cannot receive mobile money prompts.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Pay GH₵ 65.00' }));
    const phone = screen.getByLabelText('Mobile money number');
    expect(
      await screen.findByText('This number cannot receive mobile money prompts.'),
    ).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    // The alert says the start failed and repeats no field message.
    expect(screen.getByTestId('pay-start-error')).toHaveTextContent(
      /^The payment could not start\.\s*$/,
    );
    expect(screen.queryByTestId('payment-waiting')).not.toBeInTheDocument();
  });

  it('says so when the network is down, and lets the seller pay again', async () => {
    mockApi({ polls: [pending] });
    server.use(http.post('/api/seller/payments', () => HttpResponse.error()));
    const { user } = open('credits');
    // Credits: the middle pack is chosen.
    expect(await screen.findByRole('button', { name: 'Pay GH₵ 40.00' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay GH₵ 40.00' }));
    expect(await screen.findByTestId('pay-start-error')).toHaveTextContent(
      'The payment could not start.',
    );
    expect(screen.getByTestId('pay-start-error')).toHaveTextContent(/network/i);
    expect(screen.getByRole('button', { name: 'Pay GH₵ 40.00' })).toBeEnabled();
  });
});
