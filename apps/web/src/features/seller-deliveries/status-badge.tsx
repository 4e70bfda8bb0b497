// A job's status as a badge, in the words every delivery screen uses (`deliveries.status.*`).
import type { DeliveryJobStatus } from '@dwa/domain/enums';
import { useTranslation } from '../../lib/i18n.ts';

const tones: Record<DeliveryJobStatus, string> = {
  requested: 'border-gold text-gold',
  accepted: 'border-brand text-brand',
  picked_up: 'border-brand text-brand',
  delivered: 'border-brand bg-brand text-brand-ink',
  completed: 'border-line bg-muted text-ink',
  cancelled:
    'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryJobStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="delivery-status"
      className={`inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 font-semibold text-xs ${tones[status]}`}
    >
      {t(`deliveries.status.${status}`)}
    </span>
  );
}
