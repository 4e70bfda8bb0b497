// "You are offline" strip under the header. The service worker keeps serving pages seen before;
// this tells the buyer why prices may be old and why new pages will not open.
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { isOffline, subscribeNetwork } from '../../lib/network-status.ts';

export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(subscribeNetwork, isOffline, () => false);
  // The live region stays in the page so the change is announced when it happens.
  return (
    <div role="status" data-testid="offline-banner">
      {offline && (
        <p className="bg-gold px-4 py-2 text-center font-semibold text-sm text-white dark:text-canvas">
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
