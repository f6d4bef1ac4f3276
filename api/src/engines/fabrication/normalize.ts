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
  return phraseIndex(haystack)(needle);
}

/** A reusable whole-word phrase test over one text, normalised once. */
export function phraseIndex(haystack: string): (needle: string) => boolean {
  const padded = ` ${norm(haystack)} `;
  return (needle) => {
    const n = norm(needle);
    return !n || padded.includes(` ${n} `);
  };
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
