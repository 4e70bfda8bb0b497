// PostgreSQL refuses NUL in text and no field of ours means any other C0 control character but
// tab and line breaks. Found anywhere in a request's strings, they are a 400 naming the fields,
// never a 500 from the database (architecture invariant 12).

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Dotted paths of every string (or key) in `value` holding a control character. */
export function controlCharacterPaths(value: unknown, path = '', found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) found.push(path || '_');
  } else if (Buffer.isBuffer(value)) {
    // A raw body (the WhatsApp webhook checks its signature on the bytes): not text fields.
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      controlCharacterPaths(item, path ? `${path}.${i}` : String(i), found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (CONTROL.test(key)) found.push(at);
      else controlCharacterPaths(item, at, found);
    }
  }
  return found;
}
