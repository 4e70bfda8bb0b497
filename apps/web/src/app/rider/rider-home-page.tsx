// /rider: the rider's dashboard. Availability (saved on the server), the verification prompt while
// unverified, the four figures, shortcuts (jobs, the MoMo wallet form in a dialog, the profile),
// payouts and their history, recent activity (all from the server, nothing made up), Logout.

import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { ActivityList } from '../../features/rider-dashboard/activity-list.tsx';
import { AvailabilitySwitch } from '../../features/rider-dashboard/availability-switch.tsx';
import { RiderStatCards } from '../../features/rider-dashboard/stat-cards.tsx';
import { useRiderDashboard } from '../../features/rider-dashboard/use-rider-dashboard.ts';
import { useSetAvailability } from '../../features/rider-dashboard/use-set-availability.ts';
import { VerificationPrompt } from '../../features/rider-dashboard/verification-prompt.tsx';
import { PayoutCard } from '../../features/rider-wallet/payout-card.tsx';
import { PayoutHistory } from '../../features/rider-wallet/payout-history.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useLogout } from '../../lib/use-logout.ts';

// The payout card is part of the first screen, with no form library: the amount's rule loads when
// the rider starts typing one (payout-form.tsx). The wallet dialog loads when it is opened.
const WalletDialog = lazy(() =>
  import('../../features/rider-wallet/wallet-dialog.tsx').then((m) => ({
    default: m.WalletDialog,
  })),
);

const shortcut =
  'flex min-h-20 flex-col justify-center gap-1 rounded-xl border border-line bg-surface p-4 text-left hover:border-brand focus-visible:border-brand';

export function Component() {
  const { t } = useTranslation();
  const dashboard = useRiderDashboard();
  const availability = useSetAvailability();
  const [walletOpen, setWalletOpen] = useState(false);
  const logout = useLogout();
  const data = dashboard.data;
  return (
    <div className="flex flex-col gap-4">
      {/* While the figures load, their shape, a screen high, and nothing under it: whether the
          verification prompt shows is known only then, and the shortcuts drawn under a
          placeholder moved down when it came (as the footer did under a short one). */}
      {dashboard.isPending && (
        <div aria-hidden="true" className="flex min-h-dvh flex-col gap-4">
          <div className="h-20 animate-pulse rounded-xl bg-muted" />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-28 animate-pulse rounded-xl bg-muted" />
            ))}
          </div>
        </div>
      )}
      {dashboard.isError && !data && (
        <LoadError
          text={t('riderCenter.dashboard.loadError')}
          retryLabel={t('riderCenter.retry')}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {data && (
        <>
          <AvailabilitySwitch
            online={data.online}
            pending={availability.isPending}
            onChange={(online) => availability.mutate(online)}
          />
          {!data.isVerified && <VerificationPrompt />}
          <RiderStatCards dashboard={data} />
        </>
      )}
      {/* Mounted all along, so the payout card's and history's queries run beside the
          dashboard's; shown with the figures. */}
      <div className={dashboard.isPending ? 'hidden' : 'contents'}>
        <nav aria-label={t('riderCenter.dashboard.shortcuts.label')}>
          <ul className="grid gap-3 sm:grid-cols-3">
            <li>
              <Link to="/rider/jobs" className={shortcut}>
                <span className="font-semibold">
                  {t('riderCenter.dashboard.shortcuts.viewJobs')}
                </span>
                <span className="text-sm text-subtle">
                  {t('riderCenter.dashboard.shortcuts.viewJobsHint')}
                </span>
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${shortcut} w-full`}
                onClick={() => setWalletOpen(true)}
              >
                <span className="font-semibold">
                  {t('riderCenter.dashboard.shortcuts.setupWallet')}
                </span>
                <span className="text-sm text-subtle">
                  {t('riderCenter.dashboard.shortcuts.walletHint')}
                </span>
              </button>
            </li>
            <li>
              <Link to="/rider/profile" className={shortcut}>
                <span className="font-semibold">
                  {t('riderCenter.dashboard.shortcuts.myProfile')}
                </span>
                <span className="text-sm text-subtle">
                  {t('riderCenter.dashboard.shortcuts.profileHint')}
                </span>
              </Link>
            </li>
          </ul>
        </nav>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-4">
            <PayoutCard onSetupWallet={() => setWalletOpen(true)} />
            <PayoutHistory />
          </div>
          {data && <ActivityList items={data.activity} />}
        </div>
        <button
          type="button"
          className="btn-outline self-start"
          onClick={() => void logout.logout()}
          disabled={logout.isPending}
        >
          {t('nav.logout')}
        </button>
      </div>
      {walletOpen && (
        <Suspense fallback={null}>
          <WalletDialog open onClose={() => setWalletOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

Component.displayName = 'RiderHomePage';
