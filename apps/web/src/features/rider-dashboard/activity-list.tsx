// Recent activity: the rider's own events from the server (jobs, earnings, payouts), newest
// first, each with its time in the interface language.
import type { RiderActivity } from '@dwa/domain/deliveries';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { activityText } from './activity-text.ts';

export function ActivityList({ items }: { items: RiderActivity[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-labelledby="rider-activity-title"
      data-testid="rider-activity"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="rider-activity-title" className="font-semibold text-lg">
        {t('riderCenter.dashboard.activity.title')}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-subtle">{t('riderCenter.dashboard.activity.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {items.map((item) => (
            <li
              // Events have no id of their own; what happened and when names one.
              key={`${item.kind}-${item.at}-${item.jobNumber}-${item.status}`}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
            >
              <span>{activityText(item, t)}</span>
              <time dateTime={item.at} className="text-sm text-subtle">
                {formatDateTime(item.at, i18n.language)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
