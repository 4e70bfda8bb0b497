// The payout amount and "Request payout", without a form library: the rider's cold dashboard
// shows this form, and react-hook-form with zod was ~35 KB of its script (decision 057,
// addendum). The rule (payout-amount.ts: the contract's schema and the balance) and the text of a
// field message load when the rider first focuses the amount, taps "Use all" or asks for the
// payout (payout-check.ts); a request waits for them, so any message shown has them.
// As react-hook-form did: the input is uncontrolled (a number field reports "" while what is
// typed is not yet a number), the amount is checked on submit and, once submitted, on every
// change; a refused amount is focused; the server's field message (a balance that moved
// meanwhile) lands on the field.

import { pesewasToCedisString } from '@dwa/domain/money';
import type { PayoutRequest } from '@dwa/domain/payouts';
import { type FormEvent, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { Field } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { MoneyInput } from '../../components/ui/money-input.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useRequestPayout } from './use-request-payout.ts';

const FIELDS = ['amount'] as const;

type Rule = typeof import('./payout-check.ts');
let rule: Promise<Rule> | undefined;
/** The rule's module, fetched once; a failed fetch (offline) is tried again next time. */
function loadRule(): Promise<Rule> {
  rule ??= import('./payout-check.ts').catch((cause: unknown) => {
    rule = undefined;
    throw cause;
  });
  return rule;
}

interface AmountError {
  message: string;
  /** 'server': the server's text, already in the rider's language; otherwise a catalog key. */
  type?: string;
}

export function PayoutForm({ balancePesewas }: { balancePesewas: number }) {
  const { t } = useTranslation();
  const request = useRequestPayout();
  const input = useRef<HTMLInputElement>(null);
  /** The rule once loaded, so a change after the first submit is checked at once. */
  const loaded = useRef<Rule | null>(null);
  const [error, setError] = useState<AmountError | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [loadFailure, setLoadFailure] = useState<unknown>(null);

  const prepare = () =>
    loadRule().then((module) => {
      loaded.current = module;
      return module;
    });
  const preload = () => void prepare().catch(() => {});
  /** Shows the rule's verdict on `amount`; true when it may be asked for. */
  const check = (module: Rule, amount: string) => {
    const message = module.payoutAmountMessage(balancePesewas, amount);
    setError(message === null ? undefined : { message });
    return message === null;
  };
  const recheck = (amount: string) => {
    if (submitted && loaded.current) check(loaded.current, amount);
  };
  const setServerError: UseFormSetError<PayoutRequest> = (_field, fieldError, options) => {
    setError({ message: fieldError.message ?? '', type: fieldError.type });
    if (options?.shouldFocus) input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || request.isPending) return;
    setSubmitted(true);
    setLoadFailure(null);
    setChecking(true);
    let module: Rule;
    try {
      module = await prepare();
    } catch (cause) {
      setLoadFailure(cause);
      return;
    } finally {
      setChecking(false);
    }
    const amount = input.current?.value ?? '';
    if (!check(module, amount)) {
      input.current?.focus();
      return;
    }
    try {
      await request.mutateAsync({ amount });
      notify('success', t('riderCenter.payouts.requested'));
      if (input.current) input.current.value = '';
      setSubmitted(false);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'validation_failed') {
        applyServerFields(failure, setServerError, FIELDS);
      }
    }
  };

  const detail = loadFailure
    ? describeError(loadFailure, t)
    : request.isError
      ? describeError(request.error, t, FIELDS)
      : '';
  const pending = checking || request.isPending;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      {detail && (
        <FormAlert tone="error" testId="payout-error">
          {t('riderCenter.payouts.failed')}: {detail}
        </FormAlert>
      )}
      <Field
        label={t('riderCenter.payouts.amount')}
        hint={t('riderCenter.payouts.amountHint')}
        error={error && loaded.current?.errorText(t, error)}
      >
        {(c) => (
          <div className="flex gap-2">
            <MoneyInput
              {...c}
              ref={input}
              name="amount"
              defaultValue=""
              onFocus={preload}
              onChange={(event) => recheck(event.currentTarget.value)}
            />
            <button
              type="button"
              className="btn-outline shrink-0"
              onClick={() => {
                preload();
                // "Use all" types the whole balance in cedis ("125.50").
                const all = pesewasToCedisString(balancePesewas);
                if (input.current) input.current.value = all;
                recheck(all);
              }}
            >
              {t('riderCenter.payouts.useAll')}
            </button>
          </div>
        )}
      </Field>
      <button
        type="submit"
        className="btn-primary self-start disabled:opacity-50"
        disabled={pending}
      >
        {pending ? t('riderCenter.payouts.requesting') : t('riderCenter.payouts.request')}
      </button>
    </form>
  );
}
