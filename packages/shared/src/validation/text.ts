// Text that no field can store (issue 13, fuzzing): NUL, which PostgreSQL's text and jsonb
// refuse, and UTF-16 surrogates without their pair, which are not Unicode (UTF-8 cannot carry
// them, so a driver would silently store U+FFFD instead). The API refuses both in every body,
// query and path, so a field either stores what was sent or answers 400, never 500.

const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` holds a character no text field can store. */
export const hasUnstorableText = (text: string) => UNSTORABLE.test(text);

/**
 * Where in a parsed body (or query, or path parameters) the first unstorable text is: the
 * top-level field that holds it ('' for a bare string, or when a key itself is unstorable), or
 * null when there is none.
 */
export function unstorableField(value: unknown): string | null {
  const walk = (v: unknown): boolean => {
    if (typeof v === 'string') return hasUnstorableText(v);
    if (Array.isArray(v)) return v.some(walk);
    if (v && typeof v === 'object') return Object.entries(v).some(([k, inner]) => hasUnstorableText(k) || walk(inner));
    return false;
  };
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (hasUnstorableText(key)) return '';
      if (walk(inner)) return key;
    }
    return null;
  }
  return walk(value) ? '' : null;
}
