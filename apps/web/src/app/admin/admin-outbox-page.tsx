// /admin/outbox: every WhatsApp message sent or tried, newest first.

import { Link } from 'react-router';
import { OutboxList } from '../../features/outbox/outbox-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <Link to="/admin" className="self-start text-brand underline">
        {t('admin.homeTitle')}
      </Link>
      <h1 className="font-bold text-2xl">{t('admin.outboxTitle')}</h1>
      <p className="text-subtle">{t('admin.outboxIntro')}</p>
      <OutboxList />
    </section>
  );
}

Component.displayName = 'AdminOutboxPage';
