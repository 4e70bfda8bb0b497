// /admin/change-password: the forced first-sign-in change (or a voluntary one). Back to /admin
// 2 s after success.

import { AuthCard } from '../../components/layout/auth-card.tsx';
import { AdminChangePasswordForm } from '../../features/auth/admin-change-password-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';

export function Component() {
  const { t } = useTranslation();
  const navigateLater = useDelayedNavigate();
  return (
    <AuthCard title={t('admin.changeTitle')}>
      <AdminChangePasswordForm onChanged={() => navigateLater('/admin', 2000)} />
    </AuthCard>
  );
}

Component.displayName = 'AdminChangePasswordPage';
