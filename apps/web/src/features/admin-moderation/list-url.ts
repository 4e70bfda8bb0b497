// A list's URL with only the filters that are set (no `q=` for an empty box, no page 1).
export function listUrl(path: string, query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
