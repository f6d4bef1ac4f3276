const LEVEL = /^(master|expert|advanced|intermediate|beginner|basic|proficient|native|fluent|novice|familiar)$/i;
const SPLIT = /\s*[,;·•|]\s*|\t+/;

/** A "Category: a, b, c" line, wherever it appears. */
export const SKILL_LINE = /^([\p{L}][\p{L}0-9 &/+#.-]{1,40}):\s*(\S.*)$/u;

const items = (s: string) =>
  s
    .split(SPLIT)
    .map((x) => x.trim().replace(/\.$/, ''))
    .filter((x) => x && !LEVEL.test(x) && x.length <= 60);

/** Skills grouped by category from skills-section lines. */
export function parseSkills(lines: string[], into: Record<string, string[]> = {}): Record<string, string[]> {
  // Lists wrapped by the layout end a line with a comma.
  const joined: string[] = [];
  for (const raw of lines) {
    const l = raw.trim();
    if (!l) continue;
    if (joined.length && /[,;]$/.test(joined[joined.length - 1])) joined[joined.length - 1] += ' ' + l;
    else joined.push(l);
  }
  let category = 'Skills';
  const add = (cat: string, values: string[]) => {
    const list = (into[cat] ??= []);
    for (const v of values) if (!list.some((x) => x.toLowerCase() === v.toLowerCase())) list.push(v);
  };
  joined.forEach((line, i) => {
    const m = SKILL_LINE.exec(line);
    if (m) return add(m[1].trim(), items(m[2]));
    const parts = items(line.replace(/^[-*•]\s+/, ''));
    if (!parts.length) return;
    const next = joined[i + 1];
    // A short line with no separators, followed by a list, names that list's category.
    if (parts.length === 1 && next && items(next).length > 1 && !SPLIT.test(line) && line.split(/\s+/).length <= 4) {
      category = line.replace(/:$/, '');
      return;
    }
    add(category, parts);
  });
  for (const k of Object.keys(into)) if (!into[k].length) delete into[k];
  return into;
}
