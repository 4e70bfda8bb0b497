import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { ToasterHost } from '../components/feedback/toaster-host.tsx';
import { OfflineBanner } from '../components/layout/offline-banner.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { useRouteDocumentTitle } from '../lib/document-title.ts';
import { useSessionSync } from '../lib/session.ts';

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useSessionSync();
  useRouteDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-3">
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <OfflineBanner />
      <main
        id="main"
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6"
        aria-busy={navigation.state === 'loading'}
      >
        <Outlet />
      </main>
      <SiteFooter />
      <ToasterHost label={t('toasts.region')} />
    </div>
  );
}
