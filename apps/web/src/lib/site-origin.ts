// The site's public origin for links a page shares (WhatsApp messages, shop links): the one the
// server is configured with (PUBLIC_ORIGIN, decision 036), never the address this tab happened
// to open (127.0.0.1, a LAN address, a proxy's inner name). A server-rendered page is rendered
// with it and hands it on in its state; every page the server sends names it in a <meta>, so a
// page the browser renders itself uses it too. Only a page the server never made (the service
// worker's offline copy of the shell) falls back to the tab's own address.
import { createContext, useContext } from 'react';

/** apps/server/src/contexts/catalog/pages/page-document.ts writes it. */
const ORIGIN_META = 'dwa-origin';

const SiteOrigin = createContext('');
export const SiteOriginProvider = SiteOrigin.Provider;

/** The origin the server named in this document, else this tab's. */
export function documentOrigin(): string {
  if (typeof document === 'undefined') return '';
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${ORIGIN_META}"]`)?.content;
  return named || window.location.origin;
}

export function useSiteOrigin(): string {
  return useContext(SiteOrigin) || documentOrigin();
}
