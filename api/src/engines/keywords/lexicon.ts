import data from './lexicon.json' with { type: 'json' };

export interface SkillEntry {
  name: string;
  aliases: string[];
  category: string;
}

/** Curated skills (canonical name, variants) and typical keywords per role family. */
export const SKILLS: SkillEntry[] = data.skills;
export const ROLE_KEYWORDS: Record<string, string[]> = data.roles;

// Skill names that are also everyday words only count when written as a name.
const CASE_SENSITIVE = new Set(['Go', 'Rust', 'Swift', 'Spark', 'Express', 'Rails', 'Sketch', 'Excel', 'Jest', 'Hive', 'Flask', 'Mongo', 'Looker', 'Angular', 'Oracle DB', 'Ruby', 'Scala', 'Testing', 'Git', 'Django', 'Redis', 'Kotlin', 'Java', 'C', 'R', 'UI', 'UX', 'ML', 'TS', 'JS', 'Vue', 'Linux', 'Security', 'Unix']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Letters and digits of Latin, Greek and Cyrillic scripts; \p{L} costs ~1 s to compile over 500 patterns.
const WORD = '0-9A-Za-z\\u00C0-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF';

function termPattern(term: string): RegExp {
  // Boundaries that respect C++, C#, .NET, Node.js and CI/CD.
  const core = escape(term).replace(/\s+/g, '[\\s-]+');
  const flags = CASE_SENSITIVE.has(term) || term.length <= 2 ? 'gu' : 'giu';
  return new RegExp(`(?<![${WORD}+#/])${core}(?![${WORD}+#]|\\.[${WORD}])`, flags);
}

export interface CompiledEntry extends SkillEntry {
  patterns: RegExp[];
}

export const COMPILED: CompiledEntry[] = SKILLS.map((s) => ({ ...s, patterns: [s.name, ...s.aliases].map(termPattern) }));

const byTerm = new Map<string, CompiledEntry>();
for (const e of COMPILED) for (const t of [e.name, ...e.aliases]) if (!byTerm.has(t.toLowerCase())) byTerm.set(t.toLowerCase(), e);

/** The lexicon entry a keyword names (by canonical name or any variant), if any. */
export const lookupSkill = (keyword: string) => byTerm.get(keyword.trim().toLowerCase());

/** Positions of every occurrence of an entry in a text. */
export function occurrences(entry: CompiledEntry, text: string): number[] {
  const found: number[] = [];
  for (const p of entry.patterns) {
    p.lastIndex = 0;
    for (const m of text.matchAll(p)) {
      // "Go to market" and "go-to" are not the language.
      if (entry.name === 'Go' && /^Go[\s-]+to\b/i.test(text.slice(m.index, m.index + 6))) continue;
      found.push(m.index);
    }
  }
  return found;
}

export { termPattern };
