// Edit Shop's Buy safely switch (decision 066): on, buyers may pay Dwa by MoMo for the shop's
// products and the seller is paid after delivery; the server refuses it until the MoMo wallet
// the seller is paid to is saved, and says so.
import type { SellerProfile } from '@dwa/domain/seller-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { apiFetch } from '../../lib/api.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { profileChanged } from './use-seller-profile.ts';

export function BuySafelyCard({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (enabled: boolean) =>
      apiFetch<SellerProfile>('/api/seller/profile/buy-safely', {
        method: 'PUT',
        body: JSON.stringify({ enabled }),
      }),
    onSuccess: (saved) => profileChanged(client, saved),
  });
  const error = save.error instanceof ApiError ? save.error : null;
  const on = profile.buySafely;
  return (
    <TitledCard title={t('sellerProfile.buySafely.label')} testId="buy-safely-card">
      <p className="text-sm text-subtle">{t('sellerProfile.buySafely.intro')}</p>
      <p className="font-semibold text-sm" data-testid="buy-safely-state">
        {t(on ? 'sellerProfile.buySafely.isOn' : 'sellerProfile.buySafely.isOff')}
      </p>
      {error && <FormAlert tone="error">{error.fields.enabled ?? error.message}</FormAlert>}
      <button
        type="button"
        className={on ? 'btn-outline self-start' : 'btn-primary self-start'}
        data-testid="buy-safely-toggle"
        disabled={save.isPending}
        onClick={() => save.mutate(!on)}
      >
        {t(on ? 'sellerProfile.buySafely.off' : 'sellerProfile.buySafely.on')}
      </button>
    </TitledCard>
  );
}
