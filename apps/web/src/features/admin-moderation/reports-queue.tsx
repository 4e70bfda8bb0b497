// Buyers' reports: the open queue (or those resolved), a card each with the product, the seller,
// the reason and details; Dismiss or Block product closes every open report of that product.
import type { AdminReport, ReportResolution } from '@dwa/domain/admin/moderation';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { Badge } from './badge.tsx';
import { LoadFailed } from './load-failed.tsx';
import { Pager } from './pager.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { useAdminReports } from './use-admin-reports.ts';
import { useResolveReport } from './use-resolve-report.ts';

interface Props {
  status: 'open' | 'resolved';
  page: number;
  onQuery(next: { reports?: 'open' | 'resolved'; page?: number }): void;
  canModerate: boolean;
}

export function ReportsQueue({ status, page, onQuery, canModerate }: Props) {
  const { t } = useTranslation();
  const list = useAdminReports({ status, page });
  const resolve = useResolveReport();
  const [asking, setAsking] = useState<{ report: AdminReport; action: ReportResolution } | null>(
    null,
  );
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('adminProducts.reports.title')}</legend>
        {(['open', 'resolved'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={s === status ? 'btn-primary' : 'btn-outline'}
            aria-pressed={s === status}
            onClick={() => onQuery({ reports: s, page: 1 })}
          >
            {t(`adminProducts.reports.${s}`)}
          </button>
        ))}
      </fieldset>
      {list.isPending ? (
        <p role="status">{t('labels.loading')}</p>
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p>{t('adminProducts.reports.empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {list.data.items.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                canModerate={canModerate}
                onResolve={(action) => {
                  resolve.reset();
                  setAsking({ report, action });
                }}
              />
            ))}
          </ul>
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(p) => onQuery({ page: p })}
          />
        </>
      )}
      {asking && (
        <ReasonDialog
          title={t(`adminProducts.reports.resolveTitle.${asking.action}`)}
          label={t('adminProducts.reports.note')}
          required={false}
          confirmLabel={t(
            asking.action === 'dismiss'
              ? 'adminProducts.reports.dismiss'
              : 'adminProducts.reports.blockProduct',
          )}
          pendingLabel={t('adminProducts.reports.resolving')}
          tone={asking.action === 'dismiss' ? 'primary' : 'danger'}
          pending={resolve.isPending}
          error={resolve.error}
          onClose={() => setAsking(null)}
          onConfirm={(note) =>
            resolve.mutate(
              { id: asking.report.id, action: asking.action, ...(note ? { note } : {}) },
              {
                onSuccess: (result) => {
                  notify(
                    'success',
                    t(
                      result.action === 'dismiss'
                        ? 'adminProducts.reports.dismissed'
                        : 'adminProducts.reports.productBlocked',
                    ),
                  );
                  setAsking(null);
                },
                onError: (error) =>
                  notify('error', t('adminProducts.reports.resolveError'), describeError(error, t)),
              },
            )
          }
          testId="resolve-dialog"
        >
          {t(`adminProducts.reports.resolveBody.${asking.action}`, {
            title: asking.report.product.title,
          })}
        </ReasonDialog>
      )}
    </div>
  );
}

function ReportCard({
  report,
  canModerate,
  onResolve,
}: {
  report: AdminReport;
  canModerate: boolean;
  onResolve(action: ReportResolution): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li
      data-testid="admin-report"
      data-product-id={report.product.id}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {report.product.status === 'active' ? (
          <Link
            to={`/products/${report.product.id}`}
            className="font-semibold underline-offset-2 hover:underline"
          >
            {report.product.title}
          </Link>
        ) : (
          <span className="font-semibold">{report.product.title}</span>
        )}
        <Badge tone={report.status === 'open' ? 'warn' : 'plain'}>
          {report.resolution
            ? t(`adminProducts.reports.resolvedAs.${report.resolution}`)
            : t('adminProducts.reports.open')}
        </Badge>
      </div>
      <p className="text-sm text-subtle">
        {t('adminProducts.bySeller', { name: report.seller.businessName })} ·{' '}
        {t('adminProducts.reports.reportedOn', {
          date: formatDateTime(report.createdAt, i18n.language),
        })}
      </p>
      <p className="font-medium">{t(`adminProducts.reports.reasons.${report.reason}`)}</p>
      <p className="whitespace-pre-line break-words">
        {report.details ?? (
          <span className="text-subtle">{t('adminProducts.reports.noDetails')}</span>
        )}
      </p>
      {report.status === 'open' && (
        <p className="text-sm" data-testid="report-open-count">
          {t('adminProducts.reports.openForProduct', { count: report.openForProduct })}
        </p>
      )}
      {canModerate && report.status === 'open' && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-outline min-h-11"
            onClick={() => onResolve('dismiss')}
            data-testid="report-dismiss"
          >
            {t('adminProducts.reports.dismiss')}
          </button>
          <button
            type="button"
            className="btn-outline min-h-11 text-red-700 dark:text-red-300"
            onClick={() => onResolve('block_product')}
            data-testid="report-block"
          >
            {t('adminProducts.reports.blockProduct')}
          </button>
        </div>
      )}
    </li>
  );
}
