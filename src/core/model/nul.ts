/**
 * PostgreSQL's text and jsonb cannot hold U+0000: a string carrying it fails in the database
 * (`invalid byte sequence for encoding "UTF8": 0x00`, `unsupported Unicode escape sequence`). Input is
 * checked where it is read — write fields, filter values, credentials — and refused with DRF's message
 * (its CharField and Django's form fields prohibit null characters).
 */
export const NUL_MESSAGE = 'Null characters are not allowed.';

/** Whether a string, or any string or key inside a JSON value, holds U+0000. Iterative: depth cannot overflow the stack. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const v of item) stack.push(v);
    } else if (item && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype) {
      for (const [k, v] of Object.entries(item)) {
        if (k.includes('\u0000')) return true;
        stack.push(v);
      }
    }
  }
  return false;
}
