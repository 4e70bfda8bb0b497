// The site's public origin for links a page shares (WhatsApp messages, shop links): the server
// renders them with its configured origin and the browser's first render must say the same.
import { createContext, useContext } from 'react';

const SiteOrigin = createContext('');
export const SiteOriginProvider = SiteOrigin.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOrigin) || (typeof window === 'undefined' ? '' : window.location.origin);
}
