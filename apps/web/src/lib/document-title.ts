// The tab title (<title>) of the current page, in the interface language. The root layout sets
// it from the route (lib/page-titles.ts) and sets it again when the language changes; a page
// that knows a better title from its data (a product's name) or shows another screen in its
// place (the 404 screen) says so with useDocumentTitle, which wins while that page is shown.
import { matchPagePath } from '@dwa/domain/pages';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from './i18n.ts';
import { documentTitle, NOT_FOUND_TITLE_KEY, PAGE_TITLE_KEYS } from './page-titles.ts';

// Titles pages asked for, newest last (a 404 screen inside a product page outranks the page).
let claims: { id: symbol; title: string }[] = [];
const listeners = new Set<() => void>();
const current = () => claims.at(-1)?.title ?? null;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const changed = () => {
  for (const listener of listeners) listener();
};

/** A page's own title (already translated, e.g. `t('notFound.title')` or a product's name);
 * nothing while it is undefined (still loading). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const id = Symbol(title);
    claims = [...claims, { id, title }];
    changed();
    return () => {
      claims = claims.filter((c) => c.id !== id);
      changed();
    };
  }, [title]);
}

/** Mounted once, in the root layout. */
export function useRouteDocumentTitle() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const claimed = useSyncExternalStore(subscribe, current, () => null);
  const page = matchPagePath(pathname)?.page ?? null;
  const key = page ? PAGE_TITLE_KEYS[page] : NOT_FOUND_TITLE_KEY;
  // A lazy screen's texts may not be there yet: its own claim will name it.
  const title = claimed ?? (i18n.exists(key) ? t(key) : null);
  useEffect(() => {
    document.title = title ? documentTitle(claimed ? null : page, title) : 'Dwa';
  }, [title, claimed, page]);
}
