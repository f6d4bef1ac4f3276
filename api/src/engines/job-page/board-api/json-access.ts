/** Loose readers for untrusted JSON: a wrong type reads as "absent", never as a crash. */
export type Json = Record<string, unknown>;

export const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Joins distinct non-empty strings. */
export function joinUnique(values: Array<string | null | undefined>, separator: string): string | null {
  const unique = [...new Set(values.filter((v): v is string => !!v && !!v.trim()).map((v) => v.trim()))];
  return unique.length ? unique.join(separator) : null;
}
