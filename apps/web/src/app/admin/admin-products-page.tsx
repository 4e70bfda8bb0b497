// /admin/products: find a product; block, unblock, feature, delete; and the buyers' reports
// queue (issue 17). Tabs Products / Reports, kept in the URL (?tab=reports).
import { adminCan } from '@dwa/domain/admin/roles';
import { PRODUCT_STATUSES } from '@dwa/domain/enums';
import { ProductsPanel } from '../../features/admin-moderation/products-panel.tsx';
import { ReportsQueue } from '../../features/admin-moderation/reports-queue.tsx';
import { useListParams } from '../../features/admin-moderation/use-list-params.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useAdmin } from './admin-layout.tsx';

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
      <div
        role="tablist"
        aria-label={t('adminProducts.tabs.label')}
        className="flex gap-2 border-line border-b"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`moderation-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`moderation-panel-${name}`}
            className={`-mb-px min-h-11 border-b-2 px-3 font-semibold ${
              tab === name ? 'border-brand text-ink' : 'border-transparent text-subtle'
            }`}
            onClick={() => update({ tab: name === 'products' ? '' : name, page: 1 })}
          >
            {t(`adminProducts.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`moderation-panel-${tab}`} aria-labelledby={`moderation-tab-${tab}`}>
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
      </div>
    </section>
  );
}

Component.displayName = 'AdminProductsPage';
