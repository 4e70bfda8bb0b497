// /pay/:reference — the payment simulator's phone prompt: in simulator mode the pay
// dialog links here in place of the prompt a real network shows on the payer's phone. Public by
// reference, client-rendered (not in SERVER_RENDERED_PAGES: nothing here is for search engines).
import { useParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { PaymentPrompt } from '../../features/payments/payment-prompt.tsx';
import { usePaymentPrompt } from '../../features/payments/use-payment-prompt.ts';
import { isNotFound } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const { reference = '' } = useParams();
  const query = usePaymentPrompt(reference);

  if (query.isPending) {
    return (
      <div
        aria-busy="true"
        className="mx-auto h-96 w-full max-w-sm animate-pulse rounded-[2rem] bg-muted"
      >
        <span role="status" className="sr-only">
          {t('labels.loading')}
        </span>
      </div>
    );
  }
  if (query.isError) {
    return isNotFound(query.error) ? (
      <section className="mx-auto max-w-sm py-12 text-center">
        <h1 className="font-bold text-2xl">{t('payments.prompt.title')}</h1>
        <p className="mt-2 text-subtle" data-testid="prompt-not-found">
          {t('payments.prompt.notFound')}
        </p>
        <p className="mt-2 break-all font-mono text-sm">{reference}</p>
      </section>
    ) : (
      <LoadError
        text={t('payments.prompt.loadFailed')}
        retryLabel={t('payments.prompt.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <PaymentPrompt prompt={query.data} />;
}

Component.displayName = 'PayPage';
