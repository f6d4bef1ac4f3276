const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*,?\s*((?:19|20)\d{2})\b/gi;
const NUMERIC = /\b(?:((?:19|20)\d{2})[-/.](0?[1-9]|1[0-2])|(0?[1-9]|1[0-2])[-/.]((?:19|20)\d{2}))\b/g;
const YEAR = /\b(?:19|20)\d{2}\b/g;

/** Dates in a text as keys: every year 'YYYY' and every month 'YYYY-MM'. */
export function dateKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const m of text.matchAll(MONTH_WORD)) keys.add(`${m[2]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}`);
  for (const m of text.matchAll(NUMERIC)) {
    const year = m[1] ?? m[4];
    const month = m[2] ?? m[3];
    keys.add(`${year}-${month!.padStart(2, '0')}`);
  }
  for (const m of text.match(YEAR) ?? []) keys.add(m);
  return keys;
}

const CURRENT = /\b(present|current|now|today|ongoing)\b/i;

/** True when every year and month of `date` appears in the original (and 'Present' only when it says so). */
export function dateSupported(date: string, originalKeys: Set<string>, originalText: string): boolean {
  if (!date.trim()) return true;
  if (CURRENT.test(date) && !CURRENT.test(originalText)) return false;
  return [...dateKeys(date)].every((k) => originalKeys.has(k));
}
