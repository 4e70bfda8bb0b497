import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ToasterHost } from '../components/feedback/toaster-host.tsx';
import { OfflineBanner } from '../components/layout/offline-banner.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { Deferred, Static, useStaticLinks } from '../lib/deferred-hydration.tsx';
import { useRouteDocumentTitle } from '../lib/document-title.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useSessionSync } from '../lib/session.ts';

export function RootLayout() {
  const { t } = useTranslation();
  useSessionSync();
  useRouteDocumentTitle();
  useStaticLinks();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-3">
        {t('app.skipToContent')}
      </a>
      <Deferred>
        <SiteHeader />
      </Deferred>
      <OfflineBanner />
      {/* The page hydrates in a task of its own, after the layout around it (decision 033,
          addendum 5): the two in one task were ~100 ms at 4× CPU slowdown on home. */}
      <Deferred>
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
          {/* While a screen's chunk downloads (a page rendered by the server has its screens
              loaded before it hydrates, so this shows only between screens). */}
          <Suspense fallback={<p aria-busy="true" className="min-h-dvh" />}>
            <Outlet />
          </Suspense>
        </main>
      </Deferred>
      {/* Links and text: server HTML, never hydrated (decision 055). */}
      <Static>
        <SiteFooter />
      </Static>
      <ToasterHost label={t('toasts.region')} />
    </div>
  );
}
