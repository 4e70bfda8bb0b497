// The WhatsApp Uploads list with a status filter (kept in the URL, ?status=pending, so reload
// and back keep it), loading, error and empty states, and the one open dialog (publish or reject).
// ?upload=<id> (the bot's "Edit on web" link) opens that pending upload's publish dialog once.
import type { SellerUpload } from '@dwa/domain/seller-uploads';
import { isUploadOpen } from '@dwa/domain/whatsapp-upload';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import PublishDialog from './publish-dialog.tsx';
import RejectDialog from './reject-dialog.tsx';
import { UploadCard, uploadTitle } from './upload-card.tsx';
import { useSellerUploads } from './use-seller-uploads.ts';

const FILTERS = ['all', 'pending', 'published', 'rejected'] as const;
type Filter = (typeof FILTERS)[number];

type OpenDialog = { kind: 'publish' | 'reject'; upload: SellerUpload } | null;

export function UploadList() {
  const { t } = useTranslation();
  const uploads = useSellerUploads();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const wanted = params.get('status');
  const filter: Filter = FILTERS.includes(wanted as Filter) ? (wanted as Filter) : 'all';
  const linked = params.get('upload');
  const loaded = uploads.data;

  useEffect(() => {
    if (!linked || !loaded) return;
    const upload = loaded.items.find((u) => u.id === linked && isUploadOpen(u.status));
    if (upload) setDialog({ kind: 'publish', upload });
    // Taken: closing the dialog (or reloading) must not open it again.
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('upload');
        return copy;
      },
      { replace: true },
    );
  }, [linked, loaded, setParams]);

  if (uploads.isPending) {
    return (
      <div aria-busy="true" data-testid="uploads-loading">
        <span role="status" className="sr-only">
          {t('sellerUploads.loading')}
        </span>
        <ul aria-hidden="true" className="flex animate-pulse flex-col gap-3">
          {[1, 2, 3].map((n) => (
            <li key={n} className="h-32 rounded-2xl bg-muted" />
          ))}
        </ul>
      </div>
    );
  }
  if (uploads.isError) {
    return (
      <LoadError
        text={t('sellerUploads.loadError')}
        retryLabel={t('sellerUploads.retry')}
        onRetry={() => uploads.refetch()}
      />
    );
  }

  const { items, counts } = uploads.data;
  if (items.length === 0) {
    return (
      <div data-testid="uploads-empty" className="rounded-2xl border border-line bg-surface p-6">
        <h3 className="font-semibold">{t('sellerUploads.empty.title')}</h3>
        <p className="mt-1 text-sm text-subtle">{t('sellerUploads.empty.text')}</p>
      </div>
    );
  }

  const shown = filter === 'all' ? items : items.filter((u) => u.status === filter);
  const choose = (next: Filter) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('status');
        else copy.set('status', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('sellerUploads.filterLabel')}</legend>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="chip aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-ink"
            aria-pressed={filter === f}
            data-testid={`filter-${f}`}
            onClick={() => choose(f)}
          >
            {t(`sellerUploads.filter.${f}`, { count: counts[f] })}
          </button>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <p data-testid="uploads-filter-empty" className="text-subtle">
          {t('sellerUploads.emptyFilter')}
        </p>
      ) : (
        <ul aria-label={t('sellerUploads.listLabel')} className="flex flex-col gap-3">
          {shown.map((upload) => (
            <UploadCard
              key={upload.id}
              upload={upload}
              onPublish={() => setDialog({ kind: 'publish', upload })}
              onReject={() => setDialog({ kind: 'reject', upload })}
            />
          ))}
        </ul>
      )}
      {dialog?.kind === 'publish' && (
        <PublishDialog upload={dialog.upload} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'reject' && (
        <RejectDialog
          upload={dialog.upload}
          title={uploadTitle(dialog.upload, t('sellerUploads.untitled'))}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
