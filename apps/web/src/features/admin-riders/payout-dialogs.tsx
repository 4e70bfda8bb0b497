// Approve (asked first: the transfer starts at once) and Reject (with the reason the rider sees)
// a requested payout. A failure is the spec's 'Error updating payout' toast with the server's
// reason (someone decided first: 409); the list is asked again either way.
import { AdminPayoutRejectFormSchema } from '@dwa/domain/admin/riders';
import { formatGhs } from '@dwa/domain/money';
import type { AdminPayoutView } from '@dwa/domain/payouts';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog.tsx';
import { ReasonField } from '../../components/ui/reason-field.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useDecidePayout } from './use-decide-payout.ts';

interface Props {
  payout: AdminPayoutView;
  onClose(): void;
}

export function ApprovePayoutDialog({ payout, onClose }: Props) {
  const { t } = useTranslation();
  const decide = useDecidePayout();
  const amount = formatGhs(payout.amountPesewas);
  const wallet = payout.wallet
    ? `${t(`enums.momoNetwork.${payout.wallet.network}`)} ${formatPhoneDisplay(payout.wallet.phone)}`
    : t('adminRiders.payouts.noWallet');
  const approve = () =>
    decide.mutate(
      { id: payout.id, action: 'approve' },
      {
        onSuccess: (answer) => {
          notify(
            answer.status === 'failed' ? 'error' : 'success',
            t('adminRiders.payouts.approvedToast', {
              name: payout.rider.name,
              status: t(`adminRiders.payouts.status.${answer.status}`),
            }),
            answer.failureReason ?? undefined,
          );
          onClose();
        },
        onError: (error) => {
          notify('error', t('adminRiders.payouts.updateError'), describeError(error, t));
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('adminRiders.approveDialog.title')}
      closeLabel={t('adminRiders.approveDialog.close')}
      confirmLabel={t('adminRiders.approveDialog.submit')}
      pendingLabel={t('adminRiders.approveDialog.submitting')}
      cancelLabel={t('adminRiders.approveDialog.cancel')}
      pending={decide.isPending}
      onConfirm={approve}
      testId="approve-payout-dialog"
    >
      <p>{t('adminRiders.approveDialog.text', { amount, name: payout.rider.name, wallet })}</p>
    </ConfirmDialog>
  );
}

type RejectValues = z.input<typeof AdminPayoutRejectFormSchema>;
const FIELDS = ['reason'] as const;

export function RejectPayoutDialog({ payout, onClose }: Props) {
  const { t } = useTranslation();
  const decide = useDecidePayout();
  const form = useForm<RejectValues>({
    resolver: zodResolver(AdminPayoutRejectFormSchema, undefined, { raw: true }),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await decide.mutateAsync({ id: payout.id, action: 'reject', reason: reason.trim() });
      notify('success', t('adminRiders.payouts.rejectedToast', { name: payout.rider.name }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        if (applyServerFields(error, form.setError, FIELDS)) return;
      }
      notify('error', t('adminRiders.payouts.updateError'), describeError(error, t));
      onClose();
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('adminRiders.rejectDialog.title')}
      closeLabel={t('adminRiders.rejectDialog.close')}
      testId="reject-payout-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm">
          {t('adminRiders.rejectDialog.text', {
            amount: formatGhs(payout.amountPesewas),
            name: payout.rider.name,
          })}
        </p>
        <ReasonField
          texts="adminRiders.rejectDialog"
          field={form.register('reason')}
          error={form.formState.errors.reason}
          pending={decide.isPending}
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
