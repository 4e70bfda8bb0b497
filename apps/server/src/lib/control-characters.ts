// PostgreSQL refuses NUL in text and no field of ours means any other C0 control character but
// tab and line breaks. Found anywhere in a request's strings, they are a 400 naming the fields,
// never a 500 from the database (architecture invariant 12).

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Stands on the stack for a key that holds a control character (found in document order). */
const BAD_KEY = Symbol('bad key');

/** Dotted paths of every string (or key) in `value` holding a control character. Walks with its
 * own stack, not recursion: a JSON body nested 20,000 deep (the 1 MiB body limit allows far
 * more) must be a 400 from the schema, not a stack overflow and a 500. */
export function controlCharacterPaths(value: unknown, path = ''): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length > 0) {
    const [item, at] = stack.pop()!;
    if (item === BAD_KEY) {
      found.push(at);
    } else if (typeof item === 'string') {
      if (CONTROL.test(item)) found.push(at || '_');
    } else if (Buffer.isBuffer(item)) {
      // A raw body (the WhatsApp webhook checks its signature on the bytes): not text fields.
    } else if (Array.isArray(item)) {
      // Pushed last to first, so paths come out in document order.
      for (let i = item.length - 1; i >= 0; i--) {
        stack.push([item[i], at ? `${at}.${i}` : String(i)]);
      }
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const childAt = at ? `${at}.${key}` : key;
        stack.push([CONTROL.test(key) ? BAD_KEY : child, childAt]);
      }
    }
  }
  return found;
}
