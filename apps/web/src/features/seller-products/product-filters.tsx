// Search by title (applied after a short pause in typing), category and status (with the
// seller's count per status) for the My Products list.
import { CATEGORIES, PRODUCT_STATUSES } from '@dwa/domain/enums';
import type { SellerProductList } from '@dwa/domain/seller-products';
import { useEffect, useId, useRef, useState } from 'react';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import type { ListParams } from './list-params.ts';

const TYPING_PAUSE_MS = 300;

interface Props {
  params: ListParams;
  counts: SellerProductList['counts'] | undefined;
  onChange(next: Partial<ListParams>): void;
}

export function ProductFilters({ params, counts, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(params.q);
  // The last search this box put in the URL: only a change from elsewhere ("Clear filters",
  // back/forward) replaces what is typed, so letters typed meanwhile are not lost.
  const sent = useRef(params.q);

  useEffect(() => {
    if (params.q === sent.current) return;
    sent.current = params.q;
    setText(params.q);
  }, [params.q]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange({ q: text });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  const label = 'flex flex-col gap-1 text-sm font-medium';
  return (
    <search aria-label={t('sellerProducts.filtersLabel')}>
      <form
        className="grid grid-cols-2 gap-3 sm:grid-cols-[2fr_1fr_1fr]"
        onSubmit={(e) => {
          e.preventDefault();
          sent.current = text;
          onChange({ q: text });
        }}
      >
        <label htmlFor={`${id}-q`} className={`col-span-2 sm:col-span-1 ${label}`}>
          {t('sellerProducts.search')}
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('sellerProducts.searchPlaceholder')}
            maxLength={200}
            className={inputClass}
          />
        </label>
        <label htmlFor={`${id}-category`} className={label}>
          {t('sellerProducts.category')}
          <EnumSelect
            id={`${id}-category`}
            value={params.category ?? ''}
            onChange={(e) =>
              onChange({ category: (e.target.value || undefined) as ListParams['category'] })
            }
            values={CATEGORIES}
            labelKey="enums.category"
            placeholder={t('sellerProducts.allCategories')}
          />
        </label>
        <label htmlFor={`${id}-status`} className={label}>
          {t('sellerProducts.statusFilter')}
          <select
            id={`${id}-status`}
            value={params.status ?? ''}
            onChange={(e) =>
              onChange({ status: (e.target.value || undefined) as ListParams['status'] })
            }
            className={inputClass}
          >
            <option value="">{t('sellerProducts.allStatuses')}</option>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {counts
                  ? t('sellerProducts.statusOption', {
                      status: t(`sellerProducts.status.${s}`),
                      count: counts[s],
                    })
                  : t(`sellerProducts.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
    </search>
  );
}
