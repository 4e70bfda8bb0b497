// The 13 checks: each with its name, a Ready / Warning / Failed badge (the word, not only the
// colour) and the server's reason in the interface language.
import type { CheckStatus, PrelaunchCheck } from '@dwa/domain/admin/prelaunch';
import { useTranslation } from '../../lib/i18n.ts';

const TONE: Record<CheckStatus, string> = {
  ready: 'border-brand bg-brand text-brand-ink',
  warning: 'border-gold text-gold',
  failed:
    'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100',
};

export function CheckList({ checks }: { checks: PrelaunchCheck[] }) {
  const { t } = useTranslation();
  return (
    <ol className="flex flex-col gap-2">
      {checks.map((check) => (
        <li
          key={check.id}
          data-testid={`check-${check.id}`}
          className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-semibold">{t(`adminPrelaunch.checks.${check.id}`)}</h2>
            <span
              data-testid="check-status"
              className={`shrink-0 rounded-full border px-2 py-0.5 font-semibold text-xs ${TONE[check.status]}`}
            >
              {t(`adminPrelaunch.statuses.${check.status}`)}
            </span>
          </div>
          <p className="break-words text-sm text-subtle">{check.reason}</p>
        </li>
      ))}
    </ol>
  );
}
