import { extractKeywords } from './extract-keywords';
import { lookupSkill, occurrences, termPattern } from './lexicon';

export interface KeywordMatch {
  /** Share of the keywords the resume contains, as a whole percentage 0..100. */
  matchRate: number;
  matched: string[];
  missing: string[];
}

/**
 * Which keywords (or the keywords of a job text) a resume contains. Variants of one skill
 * (JS/JavaScript, Postgres/PostgreSQL, k8s/Kubernetes) count once, under the canonical name.
 */
export function matchKeywords(resumeText: string, keywords: string[] | string): KeywordMatch {
  const list = typeof keywords === 'string' ? extractKeywords(keywords) : keywords;
  const seen = new Set<string>();
  const matched: string[] = [];
  const missing: string[] = [];
  for (const raw of list) {
    const entry = lookupSkill(raw);
    const name = entry?.name ?? raw.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const p = termPattern(name);
    const found = entry ? occurrences(entry, resumeText).length > 0 : new RegExp(p.source, 'giu').test(resumeText);
    (found ? matched : missing).push(name);
  }
  const total = matched.length + missing.length;
  return { matchRate: total ? Math.round((100 * matched.length) / total) : 0, matched, missing };
}
