// Recent Uploads: each with its parsed title (or 'Untitled'), number and seller, status badge,
// the message's first 100 characters, date and up to three thumbnails; a pending one can be
// published or rejected (asked first) as its seller could, a published one links to its product.
import type { AdminUpload } from '@dwa/domain/admin/whatsapp';
import { formatGhs } from '@dwa/domain/money';
import { pagePath } from '@dwa/domain/pages';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { isUploadOpen } from '@dwa/domain/whatsapp-upload';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { describeError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useUploadDecision } from './use-upload-decision.ts';

const tones: Record<AdminUpload['status'], string> = {
  pending: 'border-gold text-gold',
  published: 'border-brand bg-brand text-brand-ink',
  rejected:
    'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100',
};

type Asked = { upload: AdminUpload; decision: 'publish' | 'reject' };

export function UploadList({ items, canDecide }: { items: AdminUpload[]; canDecide: boolean }) {
  const { t, i18n } = useTranslation();
  const [asked, setAsked] = useState<Asked | null>(null);
  const decide = useUploadDecision();
  const untitled = t('adminWhatsApp.uploads.untitled');
  const titleOf = (upload: AdminUpload) => upload.parsedTitle || untitled;
  const publish = asked?.decision === 'publish';

  return (
    <>
      <ul className="flex flex-col gap-3">
        {items.map((upload) => {
          const title = titleOf(upload);
          const more = upload.photoCount - upload.photos.length;
          return (
            <li
              key={upload.id}
              data-testid="admin-upload"
              data-upload-id={upload.id}
              data-status={upload.status}
              className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 sm:flex-row"
            >
              <div className="flex shrink-0 gap-2">
                {upload.photos.map((photo, i) => (
                  <ResponsiveImage
                    key={photo.src}
                    photo={photo}
                    alt={t('adminWhatsApp.uploads.photoAlt', { title, n: i + 1 })}
                    sizes="64px"
                    className="size-16 rounded-lg bg-muted object-cover"
                  />
                ))}
                {more > 0 && (
                  <span className="flex size-16 items-center justify-center rounded-lg bg-muted p-1 text-center text-xs">
                    {t('adminWhatsApp.uploads.morePhotos', { count: more })}
                  </span>
                )}
                {upload.photoCount === 0 && (
                  <span className="flex size-16 items-center justify-center rounded-lg bg-muted p-1 text-center text-subtle text-xs">
                    {t('adminWhatsApp.uploads.noPhotos')}
                  </span>
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 break-words font-semibold" data-testid="upload-title">
                    {title}
                  </h3>
                  <span
                    data-testid="upload-status"
                    className={`inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 font-semibold text-xs ${tones[upload.status]}`}
                  >
                    {t(`adminWhatsApp.uploads.status.${upload.status}`)}
                  </span>
                </div>
                <p className="font-semibold text-brand">
                  {upload.parsedPricePesewas === null
                    ? t('adminWhatsApp.uploads.noPrice')
                    : formatGhs(upload.parsedPricePesewas)}
                </p>
                <p className="text-sm">
                  <span className="text-subtle">{t('adminWhatsApp.uploads.from')}: </span>
                  <span className="font-mono">{formatPhoneDisplay(upload.number)}</span>
                  {' · '}
                  {upload.sellerName ?? t('adminWhatsApp.uploads.noSeller')}
                </p>
                {upload.messagePreview && (
                  <p className="break-words text-sm" data-testid="upload-message">
                    {upload.messagePreview}
                  </p>
                )}
                <p className="text-sm text-subtle">
                  {t('adminWhatsApp.uploads.date')}:{' '}
                  <time dateTime={upload.createdAt}>
                    {formatDateTime(upload.createdAt, i18n.language)}
                  </time>
                </p>
                <div className="mt-1 flex flex-wrap gap-2">
                  {isUploadOpen(upload.status) && canDecide && upload.sellerId && (
                    <>
                      <button
                        type="button"
                        className="btn-primary"
                        onClick={() => {
                          decide.reset();
                          setAsked({ upload, decision: 'publish' });
                        }}
                      >
                        {t('adminWhatsApp.uploads.publish')}
                      </button>
                      <button
                        type="button"
                        className="btn-outline"
                        onClick={() => {
                          decide.reset();
                          setAsked({ upload, decision: 'reject' });
                        }}
                      >
                        {t('adminWhatsApp.uploads.reject')}
                      </button>
                    </>
                  )}
                  {upload.status === 'published' && upload.productId && (
                    <Link
                      to={pagePath('product', { id: upload.productId })}
                      className="btn-outline"
                    >
                      {t('adminWhatsApp.uploads.viewProduct')}
                    </Link>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={
          publish ? t('adminWhatsApp.uploads.publishTitle') : t('adminWhatsApp.uploads.rejectTitle')
        }
        closeLabel={t('adminWhatsApp.close')}
        confirmLabel={
          publish ? t('adminWhatsApp.uploads.publish') : t('adminWhatsApp.uploads.reject')
        }
        pendingLabel={
          publish ? t('adminWhatsApp.uploads.publishing') : t('adminWhatsApp.uploads.rejecting')
        }
        cancelLabel={t('adminWhatsApp.cancel')}
        pending={decide.isPending}
        tone={publish ? 'primary' : 'danger'}
        testId="upload-decision-dialog"
        error={
          decide.error
            ? `${publish ? t('adminWhatsApp.uploads.publishError') : t('adminWhatsApp.uploads.rejectError')}: ${describeError(decide.error, t)}`
            : undefined
        }
        onConfirm={() => {
          if (!asked) return;
          decide.mutate(
            { id: asked.upload.id, decision: asked.decision },
            {
              onSuccess: () => {
                notify(
                  'success',
                  asked.decision === 'publish'
                    ? t('adminWhatsApp.uploads.published')
                    : t('adminWhatsApp.uploads.rejected'),
                );
                setAsked(null);
              },
            },
          );
        }}
      >
        <p className="font-semibold">{asked && titleOf(asked.upload)}</p>
        <p>
          {asked &&
            (publish
              ? t('adminWhatsApp.uploads.publishBody', {
                  seller: asked.upload.sellerName ?? formatPhoneDisplay(asked.upload.number),
                })
              : t('adminWhatsApp.uploads.rejectBody'))}
        </p>
      </ConfirmDialog>
    </>
  );
}
