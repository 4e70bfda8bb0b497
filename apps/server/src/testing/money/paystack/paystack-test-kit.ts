// Shared by the Paystack provider tests: one secret, a charge request, and the check that a call
// failed with a ProviderError that does not reveal the key.
import { expect } from 'vitest';
import { type ChargeRequest, ProviderError } from '../../../contexts/money/payments/provider.ts';

export const TEST_SECRET = 'sk_test_dwa_fake_0123456789';

export const chargeRequest = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  reference: 'dwa_pay_1',
  amountPesewas: 5000,
  phoneE164: '+233241234567',
  network: 'mtn',
  email: 'seller-12@pay.dwa.test',
  ...overrides,
});

/** The ProviderError a call throws (fails the test when it does not throw one). */
export async function providerError(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect((error as Error).message).not.toContain(TEST_SECRET);
  return error as ProviderError;
}
