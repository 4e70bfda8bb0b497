// /admin/audit: placeholder until its screen lands (issue 17).
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  return <h1 className="font-bold text-2xl">{t('adminShell.nav.audit')}</h1>;
}

Component.displayName = 'AdminAuditPage';
