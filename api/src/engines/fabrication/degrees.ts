import { norm } from './normalize';

/** Ways of writing a degree level, each folded to one token, so 'B.S.' and 'Bachelor of Science' match. */
const LEVELS: Array<[string, RegExp]> = [
  ['deg_phd', /\b(ph ?d|doctor of philosophy|doctorate)\b/g],
  ['deg_mba', /\b(mba|master of business administration)\b/g],
  ['deg_ms', /\b(m ?s|m ?sc|master of science|masters? in science)\b/g],
  ['deg_ma', /\b(m ?a|master of arts)\b/g],
  ['deg_meng', /\b(m ?eng|master of engineering)\b/g],
  ['deg_bs', /\b(b ?s|b ?sc|bachelor of science|bachelors? in science)\b/g],
  ['deg_ba', /\b(b ?a|bachelor of arts)\b/g],
  ['deg_beng', /\b(b ?eng|bachelor of engineering)\b/g],
  ['deg_assoc', /\b(associate of (?:arts|science)|a ?a|a ?s)\b/g],
];
const FILLER = new Set(['in', 'of', 'and', 'the', 'with', 'degree', 'major', 'minor', 'honors', 'hons']);

/** A text with degree levels folded to tokens. */
export function foldDegrees(s: string): string {
  let t = norm(s);
  for (const [token, re] of LEVELS) t = t.replace(re, token);
  return t;
}

/**
 * True when the degree's level and every word of its field appear in the original
 * ('Bachelor of Science in Computer Science' against 'B.S. Computer Science').
 */
export function degreeSupported(degree: string, foldedOriginal: Set<string>): boolean {
  const words = foldDegrees(degree).split(' ').filter((w) => w && !FILLER.has(w));
  return words.every((w) => foldedOriginal.has(w));
}
