// The pay dialog while the payment waits for the payer: approve the prompt on the phone (in
// simulator mode a link opens the stand-in prompt in a new tab), or, for Telecel Cash, type the
// voucher generated on the phone.
import { formatGhs } from '@dwa/domain/money';
import type { PaymentView } from '@dwa/domain/payments';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { VoucherForm } from '../../components/voucher-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSubmitVoucher } from './use-submit-voucher.ts';

interface Props {
  payment: PaymentView;
  /** The paying number and network as the seller entered them (the payment does not echo them). */
  payer: { phone: string; network: string };
  /** The last poll failed (offline): say so, the polling goes on. */
  checkFailed: boolean;
}

export function PaymentWaiting({ payment, payer, checkFailed }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid="payment-waiting">
      <p className="font-semibold text-lg">{t('payments.dialog.pendingTitle')}</p>
      <p>
        {t('payments.dialog.pendingText', {
          phone: payer.phone,
          network: t(`enums.momoNetwork.${payer.network}`),
          price: formatGhs(payment.amountPesewas),
        })}
      </p>
      <p role="status" className="flex items-center gap-2 text-sm text-subtle">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-line border-t-brand"
        />
        {t('payments.dialog.waiting')}
      </p>
      {payment.displayText && (
        // The provider's own words (English, as given), beside Dwa's translated instruction:
        // for a USSD code or a step the network adds, theirs is the one to follow.
        <p className="rounded-lg bg-muted p-3 text-sm" data-testid="provider-display-text">
          <span className="block font-semibold">{t('payments.dialog.providerSays')}</span>
          <span lang="en">{payment.displayText}</span>
        </p>
      )}
      {checkFailed && <FormAlert tone="info">{t('payments.dialog.checkFailed')}</FormAlert>}
      {payment.next === 'enter_voucher' && <SellerVoucherForm reference={payment.reference} />}
      {payment.promptPath && (
        <div className="flex flex-col gap-2 rounded-lg bg-muted p-3">
          <p className="text-sm">{t('payments.dialog.simulatorNote')}</p>
          <a
            href={payment.promptPath}
            target="_blank"
            rel="noopener"
            className="btn-outline self-start"
            data-testid="open-prompt"
          >
            {t('payments.dialog.openPrompt')}
          </a>
        </div>
      )}
    </div>
  );
}

function SellerVoucherForm({ reference }: { reference: string }) {
  const submit = useSubmitVoucher(reference);
  return (
    <VoucherForm
      submit={(voucher) => submit.mutateAsync(voucher)}
      pending={submit.isPending}
      error={submit.isError ? submit.error : null}
    />
  );
}
