// /admin/messages: what people wrote through the contact form, New / Handled, with reply links
// and the handled flag (issue 17).
import { adminCan } from '@dwa/domain/admin/roles';
import { MessagesList } from '../../features/admin-moderation/messages-list.tsx';
import { useListParams } from '../../features/admin-moderation/use-list-params.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useAdmin } from './admin-layout.tsx';

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
      <div
        role="tablist"
        aria-label={t('adminMessages.tabs.label')}
        className="flex gap-2 border-line border-b"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`messages-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="messages-panel"
            className={`-mb-px min-h-11 border-b-2 px-3 font-semibold ${
              tab === name ? 'border-brand text-ink' : 'border-transparent text-subtle'
            }`}
            onClick={() => update({ tab: name === 'new' ? '' : name, page: 1 })}
          >
            {t(`adminMessages.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="messages-panel" aria-labelledby={`messages-tab-${tab}`}>
        <MessagesList
          status={tab}
          page={page}
          onPage={(p) => update({ page: p })}
          canModerate={canModerate}
        />
      </div>
    </section>
  );
}

Component.displayName = 'AdminMessagesPage';
