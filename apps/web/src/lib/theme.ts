// Theme preference: light, dark or system (default). index.html applies it before first paint;
// this keeps it applied when the user changes it or the OS switches.
import { useEffect, useState } from 'react';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

const media = () => window.matchMedia('(prefers-color-scheme: dark)');

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem('theme');
    return THEMES.includes(value as Theme) ? (value as Theme) : 'system';
  } catch {
    return 'system';
  }
}

function apply(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && media().matches);
  document.documentElement.classList.toggle('dark', dark);
}

export function useTheme() {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  useEffect(() => {
    apply(theme);
    try {
      localStorage.setItem('theme', theme);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
    if (theme !== 'system') return;
    const query = media();
    const follow = () => apply('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);
  return [theme, setTheme] as const;
}
