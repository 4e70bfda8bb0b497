// A product's status as a coloured label (the word is always shown: colour is only a help).
import type { ProductStatus } from '@dwa/domain/enums';
import { formatDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';

const tones: Record<ProductStatus, string> = {
  active: 'bg-brand text-brand-ink',
  draft: 'border border-line bg-muted text-ink',
  hidden: 'border border-dashed border-subtle bg-surface text-subtle',
  sold: 'bg-gold text-white dark:text-black',
  blocked: 'border border-red-700 bg-surface text-red-700 dark:border-red-300 dark:text-red-300',
};

export function StatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex rounded-full px-2 py-0.5 font-semibold text-xs ${tones[status]}`}
    >
      {t(`sellerProducts.status.${status}`)}
    </span>
  );
}

/** `until`: the boost's end (ISO), read out to screen readers as a date in the interface
 * language ("Boosted until 4 Dec 2026", never the ISO string). */
export function BoostedBadge({ until }: { until: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <span
      data-testid="boosted-badge"
      className="inline-flex rounded-full border border-gold px-2 py-0.5 font-semibold text-gold text-xs"
    >
      {t('labels.boosted')}
      {until && (
        <span className="sr-only">
          {' '}
          ({t('sellerProducts.boostedUntil', { date: formatDate(until, i18n.language) })})
        </span>
      )}
    </span>
  );
}
