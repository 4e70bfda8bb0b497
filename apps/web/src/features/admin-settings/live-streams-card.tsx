// Live streams: every stream with its seller, start and status (cards at every width: few
// fields each), Add / Edit / End for an admin who may change settings.
import type { AdminLiveStream } from '@dwa/domain/admin/settings';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { useState } from 'react';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { describeError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { LiveStreamDialog } from './live-stream-dialog.tsx';
import { useAdminLiveStreams } from './use-admin-live-streams.ts';
import { useEndLiveStream } from './use-end-live-stream.ts';

const STATUS_TONE: Record<AdminLiveStream['status'], string> = {
  live: 'border-red-700 bg-red-700 text-white',
  scheduled: 'border-brand text-brand',
  ended: 'border-line bg-muted text-ink',
};

export function LiveStreamsCard({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const streams = useAdminLiveStreams();
  const end = useEndLiveStream();
  const [editing, setEditing] = useState<AdminLiveStream | null | undefined>(undefined);
  const [ending, setEnding] = useState<AdminLiveStream | null>(null);

  const confirmEnd = () => {
    if (!ending) return;
    end.mutate(ending.id, {
      onSuccess: () => {
        notify('success', t('adminSettings.streams.ended'));
        setEnding(null);
      },
    });
  };

  return (
    <TitledCard
      title={t('adminSettings.streams.title')}
      testId="settings-live-streams"
      aside={
        canEdit && (
          <button type="button" className="btn-outline" onClick={() => setEditing(null)}>
            {t('adminSettings.streams.add')}
          </button>
        )
      }
    >
      <p className="text-sm text-subtle">{t('adminSettings.streams.intro')}</p>
      {streams.isPending && (
        <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-muted" />
      )}
      {streams.isError && (
        <LoadError
          text={t('adminSettings.loadError')}
          retryLabel={t('adminSettings.retry')}
          onRetry={() => void streams.refetch()}
        />
      )}
      {streams.data?.items.length === 0 && (
        <p className="text-subtle">{t('adminSettings.streams.empty')}</p>
      )}
      {streams.data && streams.data.items.length > 0 && (
        <ul className="flex flex-col gap-2">
          {streams.data.items.map((stream) => (
            <li
              key={stream.id}
              data-testid="live-stream-row"
              className="flex flex-col gap-2 rounded-lg border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={`rounded-full border px-2 py-0.5 font-semibold text-xs ${STATUS_TONE[stream.status]}`}
                  >
                    {t(`adminSettings.streams.statuses.${stream.status}`)}
                  </span>
                  <a
                    href={stream.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-words font-semibold underline"
                  >
                    {stream.title}
                  </a>
                </div>
                <p className="text-sm text-subtle">
                  {stream.seller.businessName} · {formatPhoneDisplay(stream.seller.phone)} ·{' '}
                  <time dateTime={stream.startsAt}>
                    {formatDateTime(stream.startsAt, i18n.language)}
                  </time>
                </p>
              </div>
              {canEdit && stream.status !== 'ended' && (
                <div className="flex shrink-0 gap-2">
                  <button type="button" className="btn-outline" onClick={() => setEditing(stream)}>
                    {t('adminSettings.streams.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn-outline"
                    onClick={() => {
                      end.reset();
                      setEnding(stream);
                    }}
                  >
                    {t('adminSettings.streams.end')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing !== undefined && (
        <LiveStreamDialog stream={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        title={t('adminSettings.streams.endTitle')}
        closeLabel={t('adminSettings.streams.close')}
        confirmLabel={t('adminSettings.streams.end')}
        pendingLabel={t('adminSettings.streams.ending')}
        cancelLabel={t('adminSettings.streams.cancel')}
        pending={end.isPending}
        error={
          end.error
            ? `${t('adminSettings.streams.endError')}: ${describeError(end.error, t)}`
            : undefined
        }
        onConfirm={confirmEnd}
        tone="danger"
      >
        <p>{t('adminSettings.streams.endText', { title: ending?.title ?? '' })}</p>
      </ConfirmDialog>
    </TitledCard>
  );
}
