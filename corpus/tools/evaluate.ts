/**
 * Scores the parser against the corpus ground truth. Used by the accuracy test (floors)
 * and by `npm run bench:parse` (the table). Only what a file shows is scored: a theme that
 * hides the phone is not counted against the parser for the phone.
 */
import { readFileSync } from 'node:fs';
import { readDocument, type DocumentKind } from '../../api/src/engines/reader/index';
import { parseResume, type ParsedData } from '../../api/src/engines/resume-parser/index';
import type { JsonResume } from './resume-json';

export interface ManifestEntry {
  file: string;
  resume: string;
  layout: string;
  family: string;
  format: DocumentKind;
}

/** Hits and totals per measure; F1 keeps true/false positives and negatives. */
export interface Tally {
  name: [number, number];
  email: [number, number];
  phone: [number, number];
  location: [number, number];
  dates: [number, number];
  achievements: [number, number];
  skills: [number, number];
  jobs: { tp: number; fp: number; fn: number };
}

export interface FileResult {
  entry: ManifestEntry;
  tally: Tally;
  readMs: number;
  parseMs: number;
  misses: string[];
}

const root = new URL('../', import.meta.url);
export const loadManifest = (): ManifestEntry[] => JSON.parse(readFileSync(new URL('manifest.json', root), 'utf8'));
export const loadResume = (id: string): JsonResume => JSON.parse(readFileSync(new URL(`resumes/${id}.json`, root), 'utf8'));
export const loadFile = (file: string) => new Uint8Array(readFileSync(new URL(`files/${file}`, root)));

export const fold = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.+]+/gu, ' ')
    .trim();
const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');
const ym = (d?: string) => (d ? d.slice(0, 7) : '');

export const emptyTally = (): Tally => ({
  name: [0, 0],
  email: [0, 0],
  phone: [0, 0],
  location: [0, 0],
  dates: [0, 0],
  achievements: [0, 0],
  skills: [0, 0],
  jobs: { tp: 0, fp: 0, fn: 0 },
});

export function addTally(a: Tally, b: Tally): Tally {
  const out = emptyTally();
  for (const k of ['name', 'email', 'phone', 'location', 'dates', 'achievements', 'skills'] as const) out[k] = [a[k][0] + b[k][0], a[k][1] + b[k][1]];
  out.jobs = { tp: a.jobs.tp + b.jobs.tp, fp: a.jobs.fp + b.jobs.fp, fn: a.jobs.fn + b.jobs.fn };
  return out;
}

const similar = (a: string | null, b: string) => {
  const x = fold(a);
  const y = fold(b);
  return x.length > 0 && y.length > 0 && (x === y || (Math.min(x.length, y.length) >= 4 && (x.includes(y) || y.includes(x))));
};

/** Compares one parse with the JSON it was rendered from. */
export function score(parsed: ParsedData, text: string, truth: JsonResume): { tally: Tally; misses: string[] } {
  const t = emptyTally();
  const misses: string[] = [];
  const seen = fold(text);
  const check = (key: 'name' | 'email' | 'phone' | 'location', expected: string | undefined, ok: boolean, got: string) => {
    if (!expected || !(key === 'phone' ? digits(text).includes(digits(expected)) : seen.includes(fold(expected)))) return;
    t[key][1]++;
    if (ok) t[key][0]++;
    else misses.push(`${key}: expected "${expected}", got "${got}"`);
  };
  const c = parsed.candidate_info;
  check('name', truth.basics.name, fold(c.name) === fold(truth.basics.name), c.name ?? '');
  check('email', truth.basics.email, (c.contact.email ?? '').toLowerCase() === truth.basics.email?.toLowerCase(), c.contact.email ?? '');
  check('phone', truth.basics.phone, digits(c.contact.phone) === digits(truth.basics.phone ?? ''), c.contact.phone ?? '');
  const city = truth.basics.location?.city;
  check('location', city, !!city && fold(c.contact.address).includes(fold(city)), c.contact.address ?? '');

  const jobs = truth.work ?? [];
  const used = new Set<number>();
  for (const job of jobs) {
    const i = parsed.work_experience.findIndex((w, k) => !used.has(k) && similar(w.company, job.name) && similar(w.position, job.position));
    const highlights = job.highlights ?? [];
    t.dates[1]++;
    t.achievements[1] += highlights.length;
    if (i === -1) {
      t.jobs.fn++;
      misses.push(`job: missing "${job.position}" at "${job.name}"`);
      continue;
    }
    used.add(i);
    t.jobs.tp++;
    const w = parsed.work_experience[i];
    const p = w.employment_period;
    const endOk = job.endDate ? p.end_date === ym(job.endDate) && !p.is_current : p.is_current;
    if (p.start_date === ym(job.startDate) && endOk) t.dates[0]++;
    else misses.push(`dates of "${job.position}": expected ${ym(job.startDate)}..${ym(job.endDate) || 'present'}, got ${p.start_date}..${p.end_date}`);
    const body = fold([...w.key_achievements, ...w.responsibilities].join(' '));
    for (const h of highlights) {
      if (body.includes(fold(h))) t.achievements[0]++;
      else misses.push(`achievement of "${job.position}": "${h.slice(0, 50)}"`);
    }
  }
  t.jobs.fp += parsed.work_experience.length - used.size;
  if (parsed.work_experience.length > used.size) misses.push(`jobs: ${parsed.work_experience.length - used.size} extra entr(y/ies): ${parsed.work_experience.filter((_, k) => !used.has(k)).map((w) => `${w.position} @ ${w.company}`).join('; ')}`);

  const skillText = ` ${fold([...Object.values(parsed.technical_skills).flat(), ...parsed.core_competencies].join(' | '))} `;
  for (const k of (truth.skills ?? []).flatMap((s) => s.keywords ?? [])) {
    if (!seen.includes(fold(k))) continue;
    t.skills[1]++;
    if (skillText.includes(` ${fold(k)} `)) t.skills[0]++;
    else misses.push(`skill: "${k}"`);
  }
  return { tally: t, misses };
}

/** Reads, parses and scores every corpus file (sequentially, so timings are per file). */
export async function evaluateCorpus(filter?: (e: ManifestEntry) => boolean): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const entry of loadManifest().filter(filter ?? (() => true))) {
    const bytes = loadFile(entry.file);
    const t0 = performance.now();
    const read = await readDocument(bytes, entry.format);
    const t1 = performance.now();
    const { parsed } = parseResume(read.text, read);
    const t2 = performance.now();
    const { tally, misses } = score(parsed, read.text, loadResume(entry.resume));
    results.push({ entry, tally, readMs: t1 - t0, parseMs: t2 - t1, misses });
  }
  return results;
}

export const ratio = ([hit, total]: [number, number]) => (total ? hit / total : 1);
export const f1 = ({ tp, fp, fn }: Tally['jobs']) => (tp ? (2 * tp) / (2 * tp + fp + fn) : 0);
