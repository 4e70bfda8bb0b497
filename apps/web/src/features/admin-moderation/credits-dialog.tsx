// Grant boost credits: how many and why. The request id is made when the dialog opens, so a
// double click or a retry after a lost answer grants once (the server keys the ledger by it).
import type { AdminSeller } from '@dwa/domain/admin/moderation';
import { useId, useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useGrantCredits } from './use-grant-credits.ts';

export function CreditsDialog({ seller, onClose }: { seller: AdminSeller; onClose(): void }) {
  const { t } = useTranslation();
  const grant = useGrantCredits();
  const [requestId] = useState(() => crypto.randomUUID());
  const [credits, setCredits] = useState('');
  const [reason, setReason] = useState('');
  const formId = useId();
  const fields = grant.error instanceof ApiError ? grant.error.fields : {};
  const otherError =
    grant.error && Object.keys(fields).length === 0 ? describeError(grant.error, t) : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('adminSellers.creditsTitle', { name: seller.businessName })}
      closeLabel={t('adminModeration.close')}
      testId="credits-dialog"
    >
      <form
        id={formId}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          grant.mutate(
            { id: seller.id, credits, reason, requestId },
            {
              onSuccess: (result) => {
                notify(
                  'success',
                  result.granted
                    ? t('adminSellers.granted', { count: credits, balance: result.credits })
                    : t('adminSellers.alreadyGranted', { balance: result.credits }),
                );
                onClose();
              },
              onError: (error) =>
                notify('error', t('adminSellers.creditsError'), describeError(error, t)),
            },
          );
        }}
      >
        <p>{t('adminSellers.creditsIntro', { count: seller.credits })}</p>
        <Field
          label={t('adminSellers.creditsLabel')}
          hint={t('adminSellers.creditsHint')}
          error={fields.credits}
        >
          {(control) => (
            <input
              {...control}
              className={inputClass}
              inputMode="numeric"
              required
              value={credits}
              onChange={(event) => setCredits(event.target.value)}
              data-testid="credits-amount"
            />
          )}
        </Field>
        <Field
          label={t('adminModeration.reason')}
          hint={t('adminModeration.reasonHint')}
          error={fields.reason}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${inputClass} min-h-20 py-2`}
              required
              minLength={3}
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              data-testid="credits-reason"
            />
          )}
        </Field>
        {otherError && <FormAlert tone="error">{otherError}</FormAlert>}
        <FormActions
          back={t('adminModeration.cancel')}
          onBack={onClose}
          submitLabel={t('adminSellers.grantCredits')}
          pendingLabel={t('adminSellers.granting')}
          pending={grant.isPending}
          submitTestId="credits-submit"
        />
      </form>
    </Dialog>
  );
}
