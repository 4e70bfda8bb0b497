// /admin/products: find a product; block, unblock, feature, delete; and the buyers' reports
// queue. Tabs Products / Reports, kept in the URL (?tab=reports).
import { adminCan } from '@dwa/domain/admin/roles';
import { PRODUCT_STATUSES } from '@dwa/domain/enums';
import { ProductsPanel } from '../../features/admin-moderation/products-panel.tsx';
import { ReportsQueue } from '../../features/admin-moderation/reports-queue.tsx';
import { useListParams } from '../../features/admin-moderation/use-list-params.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useAdmin } from './admin-layout.tsx';
import { AdminTabs } from './admin-screen.tsx';

const TABS = ['products', 'reports'] as const;

export function Component() {
  const { t } = useTranslation();
  const admin = useAdmin();
  const { values, page, update } = useListParams(['q', 'status', 'tab', 'reports'] as const);
  const tab = values.tab === 'reports' ? 'reports' : 'products';
  const status = (PRODUCT_STATUSES as readonly string[]).includes(values.status)
    ? values.status
    : '';
  const canModerate = adminCan(admin.role, 'moderate');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl">{t('adminProducts.title')}</h1>
      <p className="text-subtle">{t('adminProducts.intro')}</p>
      {!canModerate && <p className="text-sm">{t('adminModeration.readOnly')}</p>}
      <AdminTabs
        id="moderation"
        label={t('adminProducts.tabs.label')}
        tabs={TABS}
        current={tab}
        text={(name) => t(`adminProducts.tabs.${name}`)}
        onSelect={(name) => update({ tab: name === 'products' ? '' : name, page: 1 })}
        panelPerTab
      >
        {tab === 'products' ? (
          <ProductsPanel
            query={{ q: values.q, status, page }}
            onQuery={update}
            canModerate={canModerate}
          />
        ) : (
          <ReportsQueue
            status={values.reports === 'resolved' ? 'resolved' : 'open'}
            page={page}
            onQuery={update}
            canModerate={canModerate}
          />
        )}
      </AdminTabs>
    </section>
  );
}

Component.displayName = 'AdminProductsPage';
