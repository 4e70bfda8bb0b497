// Display preferences (language, theme, data saver) live in cookies, not localStorage: the server
// renders the first HTML with them, so nothing flashes or changes when the page hydrates. They
// are preferences, never trusted state.

// Read once, then kept here: reading document.cookie asks the browser's cookie store
// synchronously, and every image and toggle reads its preference on each render; while a
// product page hydrated on a 4× slower CPU those reads cost ~16–30 ms of blocking time. Only
// this tab writes these cookies (writePreference), so the copy stays true.
let cookies: Map<string, string> | undefined;

/** A preference cookie's value, or null. */
export function readPreference(name: string): string | null {
  if (typeof document === 'undefined') return null;
  if (!cookies) {
    cookies = new Map();
    for (const part of document.cookie.split(';')) {
      const [key, value] = part.trim().split('=');
      if (key && !cookies.has(key)) cookies.set(key, value ?? '');
    }
  }
  return cookies.get(name) ?? null;
}

/** Kept for a year, for the whole site; Lax like the session. */
export function writePreference(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
  cookies?.set(name, value);
}
