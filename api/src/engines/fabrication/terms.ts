/** Capitalised words that are ordinary in any resume sentence and carry no claim. */
const ORDINARY = new Set(
  'i a an the and or of in on at to for with by from as my our we me q1 q2 q3 q4 us usa uk eu monday tuesday wednesday thursday friday january february march april may june july august september october november december'.split(' '),
);

/**
 * Words of a sentence that name something (a product, a company, a technology, a language):
 * capitalised past the first word, mixed-case (PostgreSQL, iOS), letters with digits (S3, K8s),
 * or with + and # (C++, C#). Those must come from the resume or the job description.
 */
export function namedTerms(sentence: string): string[] {
  const tokens = sentence.split(/[\s/,;:()"“”]+/).filter(Boolean);
  const out: string[] = [];
  tokens.forEach((raw, i) => {
    const t = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, '');
    if (!t || /^\d/.test(t) || ORDINARY.has(t.toLowerCase())) return;
    const mixedCase = /\p{Ll}\p{Lu}|\p{Lu}{2,}/u.test(t);
    const withDigits = /\p{L}/u.test(t) && /\d/.test(t);
    const symbols = /[+#]/.test(t) || /\p{L}\.\p{L}/u.test(t);
    const capitalised = i > 0 && /^\p{Lu}/u.test(t);
    if (mixedCase || withDigits || symbols || capitalised) out.push(t);
  });
  return out;
}
