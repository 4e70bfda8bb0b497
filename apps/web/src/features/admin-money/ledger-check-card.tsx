// The ledger check's result: OK, or each problem (what kind, what it is about, the check's own
// account of the amounts), with the figures it looked at and a way to run it again.
import type { LedgerCheck } from '@dwa/domain/admin/money';
import { formatGhs } from '@dwa/domain/money';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function LedgerCheckCard({
  check,
  checking,
  onRun,
}: {
  check: LedgerCheck | undefined;
  checking: boolean;
  onRun(): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <TitledCard
      title={t('adminMoney.ledger.title')}
      testId="ledger-check"
      aside={
        <button type="button" className="btn-outline min-h-11" disabled={checking} onClick={onRun}>
          {checking ? t('adminMoney.ledger.running') : t('adminMoney.ledger.run')}
        </button>
      }
    >
      {check && (
        <div className="flex flex-col gap-3" aria-busy={checking}>
          {check.ok ? (
            <p className="font-semibold text-brand" data-testid="ledger-ok">
              {t('adminMoney.ledger.ok')}
            </p>
          ) : (
            <>
              <p
                className="font-semibold text-red-700 dark:text-red-300"
                data-testid="ledger-problems"
              >
                {t('adminMoney.ledger.problems', { count: check.problems.length })}
              </p>
              <ul className="flex flex-col gap-2">
                {check.problems.map((problem) => (
                  <li
                    key={`${problem.code} ${problem.subject} ${problem.message}`}
                    className="rounded-lg border border-red-700 p-2 text-sm dark:border-red-300"
                    data-testid="ledger-problem"
                    data-code={problem.code}
                  >
                    <span className="block font-semibold">
                      {t(`adminMoney.ledger.code.${problem.code}`)}
                    </span>
                    <span className="block break-all text-subtle text-xs">
                      {t('adminMoney.ledger.subject', { subject: problem.subject })}
                    </span>
                    <span className="block break-words font-mono text-xs">{problem.message}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="text-sm text-subtle">
            {t('adminMoney.ledger.summary', {
              rows: formatCount(check.summary.rows),
              movements: formatCount(check.summary.movements),
              accounts: formatCount(check.summary.accounts),
              payments: formatCount(check.summary.successfulPayments),
              revenue: formatGhs(check.summary.platformRevenuePesewas),
            })}
          </p>
          <p className="text-subtle text-xs">
            {t('adminMoney.ledger.checkedAt', {
              date: formatDateTime(check.checkedAt, i18n.language),
            })}
          </p>
        </div>
      )}
    </TitledCard>
  );
}
