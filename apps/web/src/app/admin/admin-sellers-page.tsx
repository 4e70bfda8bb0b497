// /admin/sellers: find a seller; suspend or reactivate, verify, grant credits. The
// buttons shown are those the admin's role may use.
import { adminCan } from '@dwa/domain/admin/roles';
import { SELLER_STATUSES } from '@dwa/domain/enums';
import { SellersPanel } from '../../features/admin-moderation/sellers-panel.tsx';
import { useListParams } from '../../features/admin-moderation/use-list-params.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useAdmin } from './admin-layout.tsx';

export function Component() {
  const { t } = useTranslation();
  const admin = useAdmin();
  const { values, page, update } = useListParams(['q', 'status'] as const);
  const status = (SELLER_STATUSES as readonly string[]).includes(values.status)
    ? values.status
    : '';
  const canModerate = adminCan(admin.role, 'moderate');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl">{t('adminSellers.title')}</h1>
      <p className="text-subtle">{t('adminSellers.intro')}</p>
      {!canModerate && <p className="text-sm">{t('adminModeration.readOnly')}</p>}
      <SellersPanel
        query={{ q: values.q, status, page }}
        onQuery={update}
        canModerate={canModerate}
        canGrant={adminCan(admin.role, 'money')}
      />
    </section>
  );
}

Component.displayName = 'AdminSellersPage';
