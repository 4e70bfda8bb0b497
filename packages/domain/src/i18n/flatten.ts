// A catalog as dotted key → text, for the tests that compare catalogs (catalogs, same-as-English,
// server catalogs).
export type CatalogTree = { [key: string]: string | CatalogTree };

export function flattenCatalog(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as CatalogTree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenCatalog(value, path)) out.set(k, v);
  }
  return out;
}

/** The `{{name}}` placeholders of a text, sorted. */
export const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
