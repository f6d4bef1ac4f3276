/** Longest list and text a structured answer may carry into our pages and database. */
export const MAX_ITEMS = 40;
export const MAX_CHARS = 5_000;

/**
 * Truncates every list and text of a parsed model answer. A misbehaving provider (or a
 * prompt injection in a job page) cannot make us store or render megabytes; types stay valid.
 */
export function limitSizes<T>(value: T, maxItems = MAX_ITEMS, maxChars = MAX_CHARS): T {
  if (typeof value === 'string') return (value.length > maxChars ? value.slice(0, maxChars) : value) as T;
  if (Array.isArray(value)) return value.slice(0, maxItems).map((v) => limitSizes(v, maxItems, maxChars)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, limitSizes(v, maxItems, maxChars)])) as T;
  }
  return value;
}
