// /admin/messages: what people wrote through the contact form, New / Handled, with reply links
// and the handled flag.
import { adminCan } from '@dwa/domain/admin/roles';
import { MessagesList } from '../../features/admin-moderation/messages-list.tsx';
import { useListParams } from '../../features/admin-moderation/use-list-params.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useAdmin } from './admin-layout.tsx';
import { AdminTabs } from './admin-screen.tsx';

const TABS = ['new', 'handled'] as const;

export function Component() {
  const { t } = useTranslation();
  const admin = useAdmin();
  const { values, page, update } = useListParams(['tab'] as const);
  const tab = values.tab === 'handled' ? 'handled' : 'new';
  const canModerate = adminCan(admin.role, 'moderate');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl">{t('adminMessages.title')}</h1>
      <p className="text-subtle">{t('adminMessages.intro')}</p>
      <AdminTabs
        id="messages"
        label={t('adminMessages.tabs.label')}
        tabs={TABS}
        current={tab}
        text={(name) => t(`adminMessages.tabs.${name}`)}
        onSelect={(name) => update({ tab: name === 'new' ? '' : name, page: 1 })}
      >
        <MessagesList
          status={tab}
          page={page}
          onPage={(p) => update({ page: p })}
          canModerate={canModerate}
        />
      </AdminTabs>
    </section>
  );
}

Component.displayName = 'AdminMessagesPage';
