// Theme preference: light, dark or system (default), in a cookie: the server marks a dark page
// in its HTML, and index.html's head script applies "system" before first paint; this keeps it
// applied when the user changes it or the OS switches.
import { createContext, useContext, useEffect, useState } from 'react';
import { readPreference, writePreference } from './preference-cookie.ts';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

const media = () => window.matchMedia('(prefers-color-scheme: dark)');

export function storedTheme(): Theme {
  const value = readPreference('theme');
  return THEMES.includes(value as Theme) ? (value as Theme) : 'system';
}

function apply(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && media().matches);
  document.documentElement.classList.toggle('dark', dark);
}

/** On the server, the theme the request's cookie names (the browser reads the same cookie). */
const ServerTheme = createContext<Theme>('system');
export const ServerThemeProvider = ServerTheme.Provider;

export function useTheme() {
  const serverTheme = useContext(ServerTheme);
  const [theme, setTheme] = useState<Theme>(() =>
    typeof document === 'undefined' ? serverTheme : storedTheme(),
  );
  useEffect(() => {
    apply(theme);
    writePreference('theme', theme);
    if (theme !== 'system') return;
    const query = media();
    const follow = () => apply('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);
  return [theme, setTheme] as const;
}
