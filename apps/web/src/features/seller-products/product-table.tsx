// The seller's products: a table on wide screens; on a phone each row is a card (checkbox and
// photo on the left, title, price, status and counts on the right). One markup for both, so a
// checkbox or link exists once.
import { formatGhs } from '@dwa/domain/money';
import type { SellerProductRow } from '@dwa/domain/seller-products';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { BoostedBadge, StatusBadge } from './status-badge.tsx';

interface Props {
  items: SellerProductRow[];
  selected: ReadonlySet<string>;
  onToggle(id: string, on: boolean): void;
}

const th = 'px-3 py-2 text-left font-semibold text-sm text-subtle';
const td = 'md:table-cell md:px-3 md:py-2 md:align-middle';

export function ProductTable({ items, selected, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <table className="block w-full md:table md:rounded-xl md:border md:border-line md:bg-surface">
      <thead className="hidden md:table-header-group">
        <tr className="border-line border-b">
          <th className={th}>
            <span className="sr-only">{t('sellerProducts.columns.select')}</span>
          </th>
          <th className={th}>
            <span className="sr-only">{t('sellerProducts.columns.photo')}</span>
          </th>
          <th className={th}>{t('sellerProducts.columns.product')}</th>
          <th className={`${th} text-right`}>{t('sellerProducts.columns.price')}</th>
          <th className={th}>{t('sellerProducts.columns.status')}</th>
          <th className={`${th} text-right`}>{t('sellerProducts.columns.views')}</th>
          <th className={`${th} text-right`}>{t('sellerProducts.columns.clicks')}</th>
          <th className={th}>
            <span className="sr-only">{t('sellerProducts.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-2 md:table-row-group md:divide-y md:divide-line">
        {items.map((row) => (
          <Row
            key={row.id}
            row={row}
            checked={selected.has(row.id)}
            onToggle={(on) => onToggle(row.id, on)}
          />
        ))}
      </tbody>
    </table>
  );
}

function Row({
  row,
  checked,
  onToggle,
}: {
  row: SellerProductRow;
  checked: boolean;
  onToggle(on: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <tr
      data-testid="seller-product-row"
      data-product-id={row.id}
      className="grid grid-cols-[2.75rem_4rem_1fr_auto] items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-surface p-2 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0"
    >
      <td className={`row-span-4 self-start ${td}`}>
        <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={checked}
            onChange={(e) => onToggle(e.target.checked)}
            aria-label={t('sellerProducts.selectOne', { title: row.title })}
          />
        </label>
      </td>
      <td className={`row-span-4 self-start ${td}`}>
        <div className="size-16 overflow-hidden rounded-lg bg-muted">
          {row.photo ? (
            <ResponsiveImage
              photo={row.photo}
              alt=""
              sizes="64px"
              className="size-full object-cover"
            />
          ) : (
            <span className="flex size-full items-center justify-center p-1 text-center text-subtle text-xs">
              {t('product.noPhoto')}
            </span>
          )}
        </div>
      </td>
      <td className={`col-span-2 ${td}`}>
        {row.status === 'active' ? (
          <Link
            to={`/products/${row.id}`}
            className="font-semibold underline-offset-2 hover:underline"
          >
            {row.title}
          </Link>
        ) : (
          <span className="font-semibold">{row.title}</span>
        )}
        <span className="block text-subtle text-xs">{t(`enums.category.${row.category}`)}</span>
      </td>
      <td className={`col-span-2 font-semibold text-brand md:text-right ${td}`}>
        {formatGhs(row.pricePesewas)}
      </td>
      <td className={`col-span-2 ${td}`}>
        <span className="flex flex-wrap gap-1">
          <StatusBadge status={row.status} />
          {row.isBoosted && <BoostedBadge until={row.boostedUntil} />}
        </span>
      </td>
      <td className={`text-sm md:text-right md:text-base ${td}`}>
        <span className="md:hidden">{t('sellerProducts.views', { count: row.viewCount })}</span>
        <span className="hidden md:inline">{row.viewCount}</span>
      </td>
      <td className={`text-sm md:text-right md:text-base ${td}`}>
        <span className="md:hidden">
          {t('sellerProducts.clicks', { count: row.whatsappClickCount })}
        </span>
        <span className="hidden md:inline">{row.whatsappClickCount}</span>
      </td>
      <td className={`col-span-2 col-start-3 justify-self-end ${td}`}>
        <span className="flex flex-wrap justify-end gap-2">
          {/* A rider for this product: the request form starts with it and its delivery cost. */}
          <Link
            to={`/seller/deliveries/new?product=${row.id}`}
            className="btn-outline min-h-11 whitespace-nowrap"
            data-testid="request-rider-for-product"
            aria-label={t('sellerDeliveries.productActionNamed', { title: row.title })}
          >
            {t('sellerDeliveries.productAction')}
          </Link>
          <Link
            to={`/seller/products/${row.id}/edit`}
            className="btn-outline min-h-11"
            aria-label={t('sellerProducts.editProduct', { title: row.title })}
          >
            {t('sellerProducts.edit')}
          </Link>
        </span>
      </td>
    </tr>
  );
}
