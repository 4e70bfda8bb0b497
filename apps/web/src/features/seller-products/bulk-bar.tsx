// Select-all and the bulk actions (Hide, Unhide, Boost, Delete), usable only with a selection.
// The select-all box is indeterminate when some of the shown products are selected.
import type { BulkAction } from '@dwa/domain/seller-products';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

interface Props {
  shown: number;
  selected: number;
  pending: BulkAction | null;
  onSelectAll(on: boolean): void;
  onAction(action: BulkAction): void;
}

const ACTIONS: readonly BulkAction[] = ['hide', 'unhide', 'boost', 'delete'];

export function BulkBar({ shown, selected, pending, onSelectAll, onAction }: Props) {
  const { t } = useTranslation();
  const all = useRef<HTMLInputElement>(null);
  const every = shown > 0 && selected === shown;

  useEffect(() => {
    if (all.current) all.current.indeterminate = selected > 0 && selected < shown;
  }, [selected, shown]);

  return (
    <section
      aria-label={t('sellerProducts.bulk.label')}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-2 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-1">
        <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
          <input
            ref={all}
            type="checkbox"
            className="size-5 accent-brand"
            checked={every}
            disabled={shown === 0}
            onChange={(e) => onSelectAll(e.target.checked)}
            aria-label={t('sellerProducts.selectAll')}
          />
        </label>
        <p className="text-sm" aria-live="polite" data-testid="bulk-count">
          {selected === 0
            ? t('sellerProducts.bulk.none')
            : selected === 1
              ? t('sellerProducts.bulk.selectedOne')
              : t('sellerProducts.bulk.selectedMany', { count: selected })}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-1 min-[420px]:grid-cols-4 sm:flex">
        {ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className={`btn-outline px-2 text-sm disabled:opacity-40 sm:px-4 ${
              action === 'delete' ? 'text-red-700 dark:text-red-300' : ''
            }`}
            disabled={selected === 0 || pending !== null}
            onClick={() => onAction(action)}
          >
            {pending === action
              ? t('sellerProducts.bulk.working')
              : t(`sellerProducts.bulk.${action}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
