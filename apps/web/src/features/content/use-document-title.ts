import { useEffect } from 'react';

/** Sets the tab title to "<page> · Dwa" (in the current language) while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · Dwa`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
