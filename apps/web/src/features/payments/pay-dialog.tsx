// Paying for verification, Pro or a pack of boost credits with mobile money: what is
// bought and its price, the paying wallet, Pay; then the payment is followed until the payer
// answers on the phone (or types a Telecel voucher). Success says the spec's words in a toast and
// refreshes the seller's profile (badge, Pro date, credits) and products; a failure says
// 'Payment failed' with the reason, and the seller may try again. The server decides every
// price and applies the payment; nothing here pretends it has happened.
import { formatGhs } from '@dwa/domain/money';
import type { PaymentView, PurchaseItem } from '@dwa/domain/payments';
import { formatPhoneDisplay, normalizeGhanaPhone } from '@dwa/domain/phone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ProBenefits } from '../../components/pro-benefits.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePrices } from '../../lib/prices.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { sellerProfileQuery } from '../../lib/seller-profile-query.ts';
import { notify } from '../../lib/toast.ts';
import { payFormDefaults } from './pay-defaults.ts';
import { PayForm } from './pay-form.tsx';
import { failureKey, paymentStage, successToast } from './payment-progress.ts';
import { PaymentWaiting } from './payment-waiting.tsx';
import { usePayment } from './use-payment.ts';

const VERIFIED_BENEFITS = ['badge', 'ranking', 'trust', 'support'] as const;

/** The dialog's title: the button's words that opened it. */
const TITLES: Record<PurchaseItem, string> = {
  verification: 'sellerProfile.verification.dialogTitle',
  pro: 'sellerProfile.pro.dialogTitle',
  credits: 'payments.credits.buy',
};

interface Props {
  item: PurchaseItem;
  onClose(): void;
}

export function PayDialog({ item, onClose }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const prices = usePrices();
  const profile = useQuery(sellerProfileQuery());
  const [started, setStarted] = useState<{
    payment: PaymentView;
    phone: string;
    network: string;
  }>();
  const followed = usePayment(started?.payment.reference ?? null);
  const payment = followed.data ?? started?.payment;
  const stage = payment ? paymentStage(payment, Date.now()) : null;
  const settled =
    stage === 'success' || stage === 'failed' || stage === 'expired' || stage === 'held';

  // Said once per payment, when it settles (the effect re-runs on every poll's answer).
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!payment || !settled || told.current === payment.reference) return;
    told.current = payment.reference;
    if (stage === 'success') {
      notify('success', successToast(payment, t));
      // Badge, Pro date and credits (the profile), and the lists that show them.
      void client.invalidateQueries({ queryKey: queryKeys.seller.all() });
      void client.invalidateQueries({ queryKey: queryKeys.public.products() });
      onClose();
    } else if (stage === 'held') {
      notify('info', t('payments.dialog.heldTitle'));
    } else {
      notify('error', t('payments.toasts.failed'));
    }
  }, [payment, settled, stage, t, client, onClose]);

  const defaults = payFormDefaults(
    profile.data?.wallet ?? null,
    profile.data?.whatsappNumber ?? null,
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(TITLES[item])}
      closeLabel={t('payments.dialog.close')}
      testId="pay-dialog"
    >
      {!payment && !profile.isPending && (
        <PayForm
          item={item}
          prices={prices}
          defaults={defaults}
          onCancel={onClose}
          onStarted={(next, payer) => {
            const e164 = normalizeGhanaPhone(payer.phone);
            setStarted({
              payment: next,
              phone: e164 ? formatPhoneDisplay(e164) : payer.phone,
              network: payer.network,
            });
          }}
        >
          <Purchase item={item} />
        </PayForm>
      )}
      {payment && started && (stage === 'approve' || stage === 'voucher') && (
        <PaymentWaiting
          payment={payment}
          payer={{ phone: started.phone, network: started.network }}
          checkFailed={followed.isError}
        />
      )}
      {payment && stage === 'held' && (
        <div className="flex flex-col gap-3" data-testid="payment-held">
          <FormAlert tone="info">
            <strong>{t('payments.dialog.heldTitle')}</strong> {t('payments.dialog.heldText')}
          </FormAlert>
          <button type="button" className="btn-outline self-end" onClick={onClose}>
            {t('payments.dialog.close')}
          </button>
        </div>
      )}
      {payment && (stage === 'failed' || stage === 'expired') && (
        <div className="flex flex-col gap-3" data-testid="payment-failed">
          <FormAlert tone="error">
            <strong>{t('payments.dialog.failedTitle')}</strong> {t(failureKey(payment, Date.now()))}{' '}
            {t('payments.dialog.nothingCharged')}
          </FormAlert>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-outline" onClick={onClose}>
              {t('payments.dialog.close')}
            </button>
            <button type="button" className="btn-primary" onClick={() => setStarted(undefined)}>
              {t('payments.dialog.tryAgain')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** What is bought: the plan's price and what it gives (credits show their packs in the form). */
function Purchase({ item }: { item: PurchaseItem }) {
  const { t } = useTranslation();
  const prices = usePrices();
  const credits = useQuery({ ...sellerProfileQuery(), select: (p) => p.boostCredits });
  if (item === 'credits') {
    return (
      <div className="flex flex-col gap-1">
        <p>{t('payments.credits.intro')}</p>
        {credits.data !== undefined && (
          <p className="text-sm text-subtle" data-testid="pay-credits-balance">
            {t('payments.credits.balance', { credits: credits.data, count: credits.data })}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-xl" data-testid="pay-price">
        {item === 'verification'
          ? t('payments.dialog.verificationPrice', {
              price: formatGhs(prices.verificationPesewas),
              days: prices.verificationDays,
            })
          : t('payments.dialog.proPrice', { price: formatGhs(prices.proMonthlyPesewas) })}
      </p>
      {item === 'verification' ? (
        <div>
          <h3 className="font-semibold">{t('payments.dialog.verificationBenefitsTitle')}</h3>
          <ul className="mt-1 list-disc ps-5">
            {VERIFIED_BENEFITS.map((b) => (
              <li key={b}>{t(`sellerProfile.verification.benefits.${b}`)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <div>
          <h3 className="font-semibold">{t('payments.pro.benefitsTitle')}</h3>
          <ProBenefits className="mt-1" />
        </div>
      )}
    </div>
  );
}
