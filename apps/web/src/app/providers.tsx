import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataSaverProvider } from '../lib/data-saver.ts';
import { type InterfaceLanguage, LanguageProvider } from '../lib/i18n.ts';
import { SiteOriginProvider } from '../lib/site-origin.ts';
import { ServerThemeProvider, type Theme } from '../lib/theme.ts';

/** What the server knew when it rendered the page: the browser's first render must agree. */
export interface RenderedWith {
  language: InterfaceLanguage;
  dataSaver: boolean;
  /** The theme cookie's choice (the theme picker shows it). */
  theme: Theme;
  /** The site's public origin (links shared from a page name it, whichever host served it). */
  origin: string;
}

/** The providers around the router, the same on the server and in the browser (where the
 * language is fixed only on the server: the browser follows the picker). */
export function Providers(props: {
  client: QueryClient;
  renderedWith: RenderedWith;
  fixedLanguage?: boolean;
  children: ReactNode;
}) {
  const content = (
    <QueryClientProvider client={props.client}>
      <SiteOriginProvider value={props.renderedWith.origin}>
        <DataSaverProvider value={props.renderedWith.dataSaver}>
          <ServerThemeProvider value={props.renderedWith.theme}>
            {props.children}
          </ServerThemeProvider>
        </DataSaverProvider>
      </SiteOriginProvider>
    </QueryClientProvider>
  );
  return props.fixedLanguage ? (
    <LanguageProvider language={props.renderedWith.language}>{content}</LanguageProvider>
  ) : (
    content
  );
}
