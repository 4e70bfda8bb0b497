// The simulator's phone prompt (/pay/:reference) against a mocked API: a PIN of the wrong length
// is refused before anything is sent; Approve and Decline post the payer's answer and show it; a
// Telecel prompt shows the voucher and no PIN until Dwa has it; a refused answer says so.
import '../../lib/payment-texts.ts';
import type { SimulatedPrompt } from '@dwa/domain/payments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/http.ts';
import { renderApp } from '../../testing/render.tsx';
import { PaymentPrompt } from './payment-prompt.tsx';

const prompt: SimulatedPrompt = {
  reference: 'dwa_pay_9',
  merchant: 'Dwa',
  amountPesewas: 5_000,
  phone: '024 ••• 4567',
  network: 'mtn',
  status: 'pending',
  voucher: null,
};

function answered() {
  const answers: unknown[] = [];
  server.use(
    http.post('/api/payments/simulator/dwa_pay_9', async ({ request }) => {
      answers.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
  return answers;
}

describe('payment prompt (simulator)', () => {
  it('asks for the amount from the number, refuses a short PIN, then approves', async () => {
    const answers = answered();
    const user = userEvent.setup();
    renderApp(<PaymentPrompt prompt={prompt} />);
    expect(screen.getByTestId('prompt-asks')).toHaveTextContent(
      'Dwa wants GH₵ 50.00 from 024 ••• 4567 (MTN)',
    );
    const pin = screen.getByLabelText('Mobile money PIN');
    await user.type(pin, '123');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter your 4-digit PIN.')).toBeVisible();
    expect(answers).toEqual([]);

    await user.type(pin, '4');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByTestId('prompt-outcome')).toHaveTextContent(
      'Approved. Dwa confirms the payment in a moment; you can close this tab.',
    );
    expect(answers).toEqual([{ answer: 'approve', pin: '1234' }]);
    expect(screen.queryByLabelText('Mobile money PIN')).not.toBeInTheDocument();
  });

  it('declines without a PIN', async () => {
    const answers = answered();
    const user = userEvent.setup();
    renderApp(<PaymentPrompt prompt={prompt} />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByTestId('prompt-outcome')).toHaveTextContent(
      'You declined the payment.',
    );
    expect(answers).toEqual([{ answer: 'decline' }]);
  });

  it('shows a Telecel voucher and no PIN until Dwa has the voucher', () => {
    renderApp(<PaymentPrompt prompt={{ ...prompt, network: 'vodafone', voucher: '482913' }} />);
    expect(screen.getByTestId('prompt-voucher')).toHaveTextContent('482913');
    expect(screen.queryByLabelText('Mobile money PIN')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says the answer was not taken when the server refuses it, and can answer again', async () => {
    server.use(
      http.post('/api/payments/simulator/dwa_pay_9', () =>
        HttpResponse.json(
          { error: { code: 'payment_settled', message: 'This payment is already settled.' } },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(<PaymentPrompt prompt={prompt} />);
    await user.click(screen.getByRole('button', { name: 'Insufficient funds' }));
    expect(
      await screen.findByText('The answer was not taken. This payment is already settled.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('prompt-outcome')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('shows a settled payment as the server has it', () => {
    renderApp(<PaymentPrompt prompt={{ ...prompt, status: 'success' }} />);
    expect(screen.getByTestId('prompt-outcome')).toHaveTextContent('This payment is complete.');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
