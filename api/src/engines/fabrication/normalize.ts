/** Lower case, no accents, '&' as 'and', punctuation as spaces (keeping + and # of C++ and C#). */
export function norm(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

/** True when `needle` appears in `haystack` as whole words, both normalised. */
export function hasPhrase(haystack: string, needle: string): boolean {
  const n = norm(needle);
  if (!n) return true;
  return ` ${norm(haystack)} `.includes(` ${n} `);
}

/** The normalised words of a text. */
export function wordSet(s: string): Set<string> {
  return new Set(norm(s).split(' ').filter(Boolean));
}

const LEGAL_SUFFIX = /\s+(inc|incorporated|llc|ltd|limited|corp|corporation|co|company|gmbh|plc|sa|ag|bv|pty)$/;

/** An employer name without its legal suffix, so 'Acme Inc.' and 'Acme' are the same employer. */
export function employerKey(s: string): string {
  return norm(s).replace(LEGAL_SUFFIX, '').trim();
}
