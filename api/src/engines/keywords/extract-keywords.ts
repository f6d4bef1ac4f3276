import { COMPILED, ROLE_KEYWORDS, occurrences } from './lexicon';

const STOP = new Set(
  `a an and or the of to in on for with at by from as is are be will you your we our us they their this that these those it its
  who what which when where how than then also into about across within over under more most other such any all each per
  can may must should would could able ability strong excellent good great new years year experience experienced work working
  team teams role roles job position candidate candidates company including include includes required requirements preferred plus
  skills skill knowledge understanding familiarity proficiency using use used help helping make building build day days time
  environment world class opportunity opportunities join looking responsibilities responsible qualifications bonus benefits salary
  senior junior lead based well highly very etc e.g i.e`.split(/\s+/),
);

const REQUIREMENTS = /(requirements|qualifications|what you('ll)? (need|bring)|you have|must have|we('re)? looking for|skills)/i;

/** Phrases that recur in the description but are not in the lexicon ("payment systems", "clinical trials"). */
function phrases(text: string, known: Set<string>): Map<string, number> {
  const counts = new Map<string, { label: string; n: number }>();
  for (const sentence of text.split(/[.;:!?\n•·()]+/)) {
    const words = sentence.split(/[\s,/]+/).filter(Boolean);
    for (let n = 2; n <= 3; n++) {
      for (let i = 0; i + n <= words.length; i++) {
        const gram = words.slice(i, i + n);
        if (gram.some((w) => STOP.has(w.toLowerCase()) || !/^[\p{L}][\p{L}+#-]*$/u.test(w))) continue;
        const key = gram.join(' ').toLowerCase();
        if ([...known].some((k) => key.includes(k))) continue;
        const c = counts.get(key) ?? { label: gram.join(' '), n: 0 };
        c.n++;
        counts.set(key, c);
      }
    }
  }
  const out = new Map<string, number>();
  for (const { label, n } of counts.values()) if (n >= 2) out.set(label, n);
  return out;
}

/** Role-family defaults for a title ("Senior Backend Engineer"), in the order they matter. */
function roleDefaults(title: string): string[] {
  const t = title.toLowerCase();
  const out: string[] = [];
  for (const [pattern, keywords] of Object.entries(ROLE_KEYWORDS)) {
    if (pattern.split('|').some((p) => new RegExp(`\\b${p.replace(/[.*+?^${}()[\]\\]/g, '\\$&')}\\b`).test(t))) {
      for (const k of keywords) if (!out.includes(k)) out.push(k);
    }
  }
  return out;
}

/**
 * The skills and keywords of a job description (or a bare job title), as canonical names,
 * most important first: lexicon skills by frequency, emphasis and placement, then recurring
 * phrases, then the typical keywords of the role family when the text names few skills.
 */
export function extractKeywords(jobText: string, opts: { max?: number } = {}): string[] {
  const max = opts.max ?? 20;
  const text = jobText.slice(0, 100_000);
  const reqStart = text.search(REQUIREMENTS);
  const scored: Array<{ name: string; score: number; first: number }> = [];
  for (const entry of COMPILED) {
    const at = occurrences(entry, text);
    if (!at.length) continue;
    const first = Math.min(...at);
    let score = at.length + (entry.category === 'soft' || entry.category === 'language-human' ? 0 : 1);
    if (reqStart >= 0 && at.some((i) => i >= reqStart)) score += 1;
    if (first < text.length * 0.3) score += 0.5;
    scored.push({ name: entry.name, score, first });
  }
  scored.sort((a, b) => b.score - a.score || a.first - b.first);
  const out = scored.map((s) => s.name);

  const known = new Set(COMPILED.flatMap((e) => [e.name, ...e.aliases]).map((t) => t.toLowerCase()));
  if (out.length < max) {
    const extra = [...phrases(text, new Set(out.map((o) => o.toLowerCase()))).entries()]
      .filter(([p]) => !known.has(p.toLowerCase()))
      .sort((a, b) => b[1] - a[1])
      .slice(0, Math.max(0, Math.min(5, max - out.length)));
    out.push(...extra.map(([p]) => p));
  }
  if (out.length < 15) {
    const title = text.split('\n').find((l) => l.trim()) ?? text;
    for (const k of roleDefaults(`${title} ${text.length < 200 ? text : ''}`)) if (out.length < Math.min(max, 15) && !out.includes(k)) out.push(k);
  }
  return out.slice(0, max);
}
