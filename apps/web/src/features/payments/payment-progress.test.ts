import type { PaymentView } from '@dwa/domain/payments';
import { describe, expect, it } from 'vitest';
import {
  AFTER_EXPIRY_MS,
  failureKey,
  nextPoll,
  POLL_MS,
  paymentStage,
  successToast,
} from './payment-progress.ts';

const expiresAt = '2026-03-01T12:03:00Z';
const before = Date.parse('2026-03-01T12:01:00Z');
const after = Date.parse(expiresAt) + 1_000;

const payment = (over: Partial<PaymentView> = {}): PaymentView => ({
  reference: 'DWA-P-1',
  purpose: 'verification',
  credits: null,
  amountPesewas: 5_000,
  status: 'pending',
  next: 'approve_on_phone',
  failure: null,
  promptPath: '/pay/DWA-P-1',
  displayText: null,
  createdAt: '2026-03-01T12:00:00Z',
  expiresAt,
  confirmedAt: null,
  receiptNumber: null,
  ...over,
});

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

describe('following a payment', () => {
  it('a payment held for review is settled: no more polling, its own stage', () => {
    const held = payment({ status: 'held', next: null });
    expect(paymentStage(held, before)).toBe('held');
    expect(paymentStage(held, after)).toBe('held');
    expect(nextPoll(held, before)).toBe(false);
  });

  it('polls every 2 s while pending, and stops once it settles', () => {
    expect(nextPoll(undefined, before)).toBe(POLL_MS);
    expect(nextPoll(payment(), before)).toBe(POLL_MS);
    expect(nextPoll(payment({ status: 'success' }), before)).toBe(false);
    expect(nextPoll(payment({ status: 'failed', failure: 'declined' }), before)).toBe(false);
  });

  it('keeps asking a little after expiry for the server’s verdict, then stops', () => {
    expect(nextPoll(payment(), after)).toBe(POLL_MS);
    expect(nextPoll(payment(), Date.parse(expiresAt) + AFTER_EXPIRY_MS + 1)).toBe(false);
  });

  it('shows the approve step, the voucher step, or the outcome', () => {
    expect(paymentStage(payment(), before)).toBe('approve');
    expect(paymentStage(payment({ next: 'enter_voucher' }), before)).toBe('voucher');
    expect(paymentStage(payment(), after)).toBe('expired');
    expect(paymentStage(payment({ status: 'success' }), after)).toBe('success');
    expect(paymentStage(payment({ status: 'failed' }), before)).toBe('failed');
  });

  it('names the reason of a failure; an unanswered expired payment is a timeout', () => {
    expect(failureKey(payment({ status: 'failed', failure: 'declined' }), before)).toBe(
      'payments.failure.declined',
    );
    expect(failureKey(payment({ status: 'failed', failure: 'insufficient_funds' }), before)).toBe(
      'payments.failure.insufficient_funds',
    );
    expect(failureKey(payment(), after)).toBe('payments.failure.timeout');
    expect(failureKey(payment({ status: 'failed' }), before)).toBe('payments.failure.provider');
  });

  it('says the spec’s words on success, and the count of credits for a pack', () => {
    expect(successToast(payment(), t)).toBe('payments.toasts.verification');
    expect(successToast(payment({ purpose: 'pro' }), t)).toBe('payments.toasts.pro');
    expect(successToast(payment({ purpose: 'boost', credits: 5 }), t)).toBe(
      'payments.toasts.creditsMany {"count":5}',
    );
    expect(successToast(payment({ purpose: 'boost', credits: 1 }), t)).toBe(
      'payments.toasts.creditsOne',
    );
  });
});
