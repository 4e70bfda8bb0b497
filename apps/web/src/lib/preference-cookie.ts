// Display preferences (language, theme, data saver) live in cookies, not localStorage: the server
// renders the first HTML with them, so nothing flashes or changes when the page hydrates. They
// are preferences, never trusted state.

/** A preference cookie's value, or null. */
export function readPreference(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name) return value ?? '';
  }
  return null;
}

/** Kept for a year, for the whole site; Lax like the session. */
export function writePreference(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
}
