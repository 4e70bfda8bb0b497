// A list that could not load: the spec's 'Error loading data' as a toast (once per failure) and
// in place of the list, with the reason and a retry.
import { useEffect } from 'react';
import { describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const reason = describeError(error, t);
  useEffect(() => {
    notify('error', t('admin.loadError'), reason);
  }, [reason, t]);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <p>
        {t('admin.loadError')}
        {reason ? `: ${reason}` : ''}
      </p>
      <button type="button" className="btn-outline" onClick={onRetry}>
        {t('adminModeration.retry')}
      </button>
    </div>
  );
}
