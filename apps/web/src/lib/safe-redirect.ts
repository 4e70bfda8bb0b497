// Where to go after signing in. Only a path on this site is accepted: `//evil.example`,
// `/\evil.example` and absolute URLs would send the user elsewhere (open redirect).
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  try {
    const base = 'http://dwa.invalid';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/** The login URL that brings the user back to `path` afterwards. */
export function loginUrl(loginPath: string, path: string): string {
  return `${loginPath}?${new URLSearchParams({ redirect: path })}`;
}
