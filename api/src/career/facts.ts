import type { ParsedData } from '@common/contract/analysis';

const monthIndex = (d: string): number | null => {
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(d.trim());
  if (!m) return null;
  return Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : 0);
};

/**
 * Years of experience from the roles' date ranges: overlapping roles count once, a current
 * role runs to `now`, a year without a month starts in January (and ends in December).
 */
export function yearsOfExperience(roles: ParsedData['work_experience'], now: Date): number {
  const today = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans: Array<[number, number]> = [];
  for (const r of roles) {
    const start = r.employment_period.start_date ? monthIndex(r.employment_period.start_date) : null;
    if (start === null) continue;
    const endRaw = r.employment_period.end_date ?? '';
    let end = r.employment_period.is_current || /present|current/i.test(endRaw) ? today : monthIndex(endRaw);
    if (end === null) continue;
    if (/^\d{4}$/.test(endRaw.trim())) end += 11;
    if (end >= start) spans.push([start, Math.min(end, today)]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let cursor = -Infinity;
  for (const [s, e] of spans) {
    const from = Math.max(s, cursor);
    if (e + 1 > from) months += e + 1 - from;
    cursor = Math.max(cursor, e + 1);
  }
  return Math.round((months / 12) * 10) / 10;
}

/** The current role's title, else the most recent one's. */
export function currentRole(roles: ParsedData['work_experience']): string {
  const current = roles.find((r) => r.employment_period.is_current && r.position);
  if (current?.position) return current.position;
  const dated = roles
    .filter((r) => r.position)
    .sort((a, b) => (monthIndex(b.employment_period.start_date ?? '') ?? 0) - (monthIndex(a.employment_period.start_date ?? '') ?? 0));
  return dated[0]?.position ?? '';
}

/** Skills the resume lists (technical categories, then core competencies), each once. */
export function resumeSkills(parsed: ParsedData, max = 40): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of [...Object.values(parsed.technical_skills).flat(), ...parsed.core_competencies]) {
    const key = s.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(s.trim());
  }
  return out.slice(0, max);
}
