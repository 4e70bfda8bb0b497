// Pending / Published / Rejected as a badge: the word carries the meaning, the colour only helps.
import type { SellerUpload } from '@dwa/domain/seller-uploads';
import { useTranslation } from '../../lib/i18n.ts';

const tones: Record<SellerUpload['status'], string> = {
  pending: 'border-gold text-gold',
  published: 'border-brand bg-brand text-brand-ink',
  rejected:
    'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100',
};

export function UploadStatusBadge({ status }: { status: SellerUpload['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 font-semibold text-xs ${tones[status]}`}
    >
      {t(`sellerUploads.status.${status}`)}
    </span>
  );
}
