// One WhatsApp upload (spec section 2): parsed title (or 'Untitled'), price or 'No price
// specified', description, up to three thumbnails and "+N" for the rest, the date and status.
// Pending uploads offer Reject and Publish; published ones link to the product.
import { formatGhs } from '@dwa/domain/money';
import { type SellerUpload, UPLOAD_THUMBNAILS } from '@dwa/domain/seller-uploads';
import { isUploadOpen } from '@dwa/domain/whatsapp-upload';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { UploadStatusBadge } from './upload-status-badge.tsx';

interface Props {
  upload: SellerUpload;
  onPublish(): void;
  onReject(): void;
}

export function uploadTitle(upload: SellerUpload, untitled: string) {
  return upload.parsedTitle?.trim() || untitled;
}

export function UploadCard({ upload, onPublish, onReject }: Props) {
  const { t, i18n } = useTranslation();
  const title = uploadTitle(upload, t('sellerUploads.untitled'));
  const more = upload.photoCount - Math.min(upload.photoCount, UPLOAD_THUMBNAILS);
  return (
    <li
      data-testid="upload-card"
      data-upload-id={upload.id}
      data-status={upload.status}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row"
    >
      <div className="flex shrink-0 gap-2" data-testid="upload-photos">
        {upload.photos.map((photo, i) => (
          <ResponsiveImage
            key={photo.src}
            photo={photo}
            alt={t('sellerUploads.photoAlt', { title, n: i + 1 })}
            sizes="64px"
            className="size-16 rounded-lg bg-muted object-cover"
          />
        ))}
        {more > 0 && (
          <span
            data-testid="more-photos"
            className="flex size-16 items-center justify-center rounded-lg bg-muted font-semibold"
          >
            <span aria-hidden="true">{t('sellerUploads.morePhotos', { count: more })}</span>
            <span className="sr-only">{t('sellerUploads.morePhotosLabel', { count: more })}</span>
          </span>
        )}
        {upload.photoCount === 0 && (
          <span className="flex size-16 items-center justify-center rounded-lg bg-muted text-center text-subtle text-xs">
            {t('sellerUploads.noPhotos')}
          </span>
        )}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 data-testid="upload-title" className="min-w-0 break-words font-semibold">
            {title}
          </h3>
          <UploadStatusBadge status={upload.status} />
        </div>
        {upload.parsedPricePesewas === null ? (
          <p data-testid="upload-price" className="font-medium text-subtle">
            {t('sellerUploads.noPrice')}
          </p>
        ) : (
          <p data-testid="upload-price" className="font-bold text-brand">
            {formatGhs(upload.parsedPricePesewas)}
          </p>
        )}
        {upload.parsedDescription?.trim() && (
          <p className="line-clamp-3 whitespace-pre-line break-words text-sm">
            {upload.parsedDescription}
          </p>
        )}
        <p className="text-sm text-subtle">
          {t('sellerUploads.received', { date: formatDate(upload.createdAt, i18n.language) })}
        </p>
      </div>

      {isUploadOpen(upload.status) && (
        <div className="flex shrink-0 gap-2 sm:flex-col sm:justify-center">
          <button
            type="button"
            className="btn-primary flex-1"
            data-testid="publish-button"
            aria-label={t('sellerUploads.publishNamed', { title })}
            onClick={onPublish}
          >
            {t('sellerUploads.publish')}
          </button>
          <button
            type="button"
            className="btn-outline flex-1"
            data-testid="reject-button"
            aria-label={t('sellerUploads.rejectNamed', { title })}
            onClick={onReject}
          >
            {t('sellerUploads.reject')}
          </button>
        </div>
      )}
      {upload.status === 'published' && upload.productId && (
        <div className="flex shrink-0 sm:flex-col sm:justify-center">
          <Link
            to={`/products/${upload.productId}`}
            className="btn-outline flex-1"
            data-testid="view-product"
          >
            {t('sellerUploads.viewProduct')}
          </Link>
        </div>
      )}
    </li>
  );
}
