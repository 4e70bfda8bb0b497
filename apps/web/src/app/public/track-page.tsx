// /track/:id — a delivery's public tracking page: the link the recipient gets on
// WhatsApp with the delivery code. Public by job id, client-rendered (not in
// SERVER_RENDERED_PAGES: nothing here is for search engines), refreshed every 20 s until the
// delivery is finished. An unknown id says so kindly.
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { TrackingView } from '../../features/tracking/tracking-view.tsx';
import { useTracking } from '../../features/tracking/use-tracking.ts';
import { isNotFound } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useTracking(id);

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className="flex animate-pulse flex-col gap-4">
        <span role="status" className="sr-only">
          {t('tracking.loading')}
        </span>
        <div aria-hidden="true" className="h-20 rounded-2xl bg-muted" />
        <div aria-hidden="true" className="h-24 rounded-2xl bg-muted" />
        <div aria-hidden="true" className="h-64 rounded-2xl bg-muted" />
      </div>
    );
  } else if (query.isError && !query.data) {
    body = isNotFound(query.error) ? (
      <div className="py-8 text-center" data-testid="tracking-not-found">
        <h1 className="font-bold text-2xl">{t('tracking.notFoundTitle')}</h1>
        <p className="mt-2 text-subtle">{t('tracking.notFound')}</p>
        <Link to="/" className="btn-primary mt-6">
          {t('tracking.home')}
        </Link>
      </div>
    ) : (
      <LoadError
        text={t('tracking.loadError')}
        retryLabel={t('tracking.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <TrackingView tracking={query.data!} updatedAt={query.dataUpdatedAt} />;
  }
  return <div className="mx-auto w-full max-w-lg">{body}</div>;
}

Component.displayName = 'TrackPage';
