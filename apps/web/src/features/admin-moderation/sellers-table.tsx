// The sellers: a table on wide screens; on a phone each row is a card (name, phone and place on
// top, badges, counts, dates, then the actions). One markup for both. The buttons shown are the
// ones the admin's role may use; the server refuses the others anyway.
import type { AdminSeller } from '@dwa/domain/admin/moderation';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { formatDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Badge } from './badge.tsx';
import { ModerationTable, rowClass, td, th } from './moderation-table.tsx';

export type SellerAction = 'suspend' | 'reactivate' | 'verify' | 'unverify' | 'credits';

interface Props {
  items: AdminSeller[];
  canModerate: boolean;
  canGrant: boolean;
  /** The seller whose action is under way (its buttons wait). */
  busyId: string | null;
  onAction(seller: AdminSeller, action: SellerAction): void;
}

export function SellersTable(props: Props) {
  const { t } = useTranslation();
  return (
    <ModerationTable
      headings={
        <>
          <th className={th}>{t('adminSellers.columns.seller')}</th>
          <th className={th}>{t('adminSellers.columns.status')}</th>
          <th className={`${th} text-right`}>{t('adminSellers.columns.products')}</th>
          <th className={`${th} text-right`}>{t('adminSellers.columns.credits')}</th>
          <th className={th}>{t('adminSellers.columns.joined')}</th>
        </>
      }
    >
      {props.items.map((seller) => (
        <SellerRow key={seller.id} seller={seller} {...props} />
      ))}
    </ModerationTable>
  );
}

function SellerRow({
  seller,
  canModerate,
  canGrant,
  busyId,
  onAction,
}: Omit<Props, 'items'> & { seller: AdminSeller }) {
  const { t, i18n } = useTranslation();
  const busy = busyId === seller.id;
  const name = seller.businessName;
  const button = (action: SellerAction, label: string, named: string) => (
    <button
      type="button"
      className="btn-outline min-h-11"
      disabled={busy}
      aria-label={t(named, { name })}
      onClick={() => onAction(seller, action)}
      data-testid={`seller-${action}`}
    >
      {t(label)}
    </button>
  );
  return (
    <tr data-testid="admin-seller-row" data-seller-id={seller.id} className={rowClass}>
      <td className={td}>
        <span className="block font-semibold">{name}</span>
        <span className="block font-mono text-sm">{formatPhoneDisplay(seller.phone)}</span>
        <span className="block text-sm text-subtle">{seller.locationName}</span>
      </td>
      <td className={td}>
        <span className="flex flex-wrap gap-1">
          <Badge tone={seller.status === 'active' ? 'good' : 'warn'} testId="seller-status">
            {t(`adminSellers.status.${seller.status}`)}
          </Badge>
          {seller.isVerified && (
            <Badge tone="plain" testId="seller-verified">
              {seller.verifiedUntil
                ? t('adminSellers.verifiedUntil', {
                    date: formatDate(seller.verifiedUntil, i18n.language),
                  })
                : t('adminSellers.verified')}
            </Badge>
          )}
          {seller.isPro && <Badge tone="gold">{t('adminSellers.pro')}</Badge>}
        </span>
      </td>
      <td className={`text-sm md:text-right md:text-base ${td}`}>
        <span className="md:hidden">
          {t('adminSellers.productsCount', { count: seller.productCount })}
        </span>
        <span className="hidden md:inline">{seller.productCount}</span>
      </td>
      <td className={`text-sm md:text-right md:text-base ${td}`} data-testid="seller-credits">
        <span className="md:hidden">
          {t('adminSellers.creditsCount', { count: seller.credits })}
        </span>
        <span className="hidden md:inline">{seller.credits}</span>
      </td>
      <td className={`text-sm ${td}`}>
        <span className="block">
          {t('adminSellers.joinedOn', { date: formatDate(seller.createdAt, i18n.language) })}
        </span>
        <span className="block text-subtle">
          {t('adminSellers.lastSignInOn', {
            date: seller.lastSignInAt
              ? formatDate(seller.lastSignInAt, i18n.language)
              : t('adminModeration.never'),
          })}
        </span>
      </td>
      <td className={td}>
        <span className="flex flex-wrap gap-2 md:justify-end">
          {canModerate &&
            (seller.status === 'active'
              ? button('suspend', 'adminSellers.suspend', 'adminSellers.suspendNamed')
              : button('reactivate', 'adminSellers.reactivate', 'adminSellers.reactivateNamed'))}
          {canModerate &&
            (seller.isVerified
              ? button('unverify', 'adminSellers.unverify', 'adminSellers.unverifyNamed')
              : button('verify', 'adminSellers.verify', 'adminSellers.verifyNamed'))}
          {canGrant &&
            button('credits', 'adminSellers.grantCredits', 'adminSellers.grantCreditsNamed')}
        </span>
      </td>
    </tr>
  );
}
