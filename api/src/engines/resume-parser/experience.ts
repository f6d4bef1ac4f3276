import { findDateRange, type DateRange } from './dates';
import { fieldsOf, isBullet, isSentence, joinWrapped, stripBullet } from './lines';
import { STRONG_TITLE } from './title-words';
import type { WorkExperience } from './types';

const LABEL_LINE = /^(highlights|key achievements|achievements|responsibilities|key responsibilities|tasks|accomplishments|duties)\s*:?$/i;
const RESULT_VERB = /^(led|built|launched|reduced|increased|grew|cut|shipped|won|delivered|improved|saved|raised|doubled|tripled|achieved|generated|drove|created|designed|introduced|automated|migrated|rebuilt|redesigned|optimi[sz]ed|scaled|accelerated|boosted|lowered|decreased|expanded|mentored|trained|managed|owned|established|founded|implemented|developed|negotiated|secured|exceeded)\b/i;

interface Anchor {
  line: number;
  range: DateRange;
  /** First line of this entry's header (where the previous entry's body ends). */
  headerStart: number;
  /** First line of this entry's body. */
  bodyStart: number;
  candidates: string[];
  bodyExtra: string[];
}

const cleanCandidate = (s: string) =>
  s
    .replace(/\((?:\d+\s*(?:years?|yrs?|months?|mos?)\s*)+\)/gi, '')
    .replace(/\s*\|\s*$/, '')
    .replace(/^[,;:–—-]+|[,;:–—-]+$/g, '')
    .trim();

/** A place after an employer: "Lisbon", "New York", "TX", "Remote". */
const PLACE = /^(?:remote|hybrid|[A-Z]{2,3}|\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2})$/iu;

/** Splits "Title at Company", "Title | Company", "Company, Title" into parts. */
function splitCandidate(c: string): string[] {
  const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(c);
  if (at) return [at[1], at[2]];
  const parts = c.split(/\s+[|–—-]\s+/).map((p) => p.trim()).filter(Boolean);
  if (parts.length > 1) return parts;
  const comma = c.split(/,\s+/);
  if (comma.length > 1) {
    const t = comma.findIndex((p) => STRONG_TITLE.test(p));
    // "Company, Title[, Speciality]": the company comes first; a title first keeps its commas.
    if (t > 0) return [comma.slice(0, t).join(', '), comma.slice(t).join(', ')];
  }
  return [c];
}

function roleOf(candidates: string[]): { position: string; company: string } {
  const parts = candidates.flatMap((c) => {
    const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(c);
    return at ? [{ text: at[1], title: true }, { text: at[2], title: false }] : splitCandidate(c).map((p) => ({ text: p, title: STRONG_TITLE.test(p) }));
  }).filter((p) => p.text && !/^https?:|^www\./i.test(p.text) && !LABEL_LINE.test(p.text));
  const titleIdx = parts.findIndex((p) => p.title);
  if (titleIdx === -1) {
    return { company: parts[0]?.text ?? '', position: parts[1]?.text ?? '' };
  }
  const company = parts.find((p, i) => i !== titleIdx && !p.title)?.text ?? '';
  const position = parts[titleIdx].text;
  // "Senior Engineer, Paystack" with no other company line: the part after the comma is the
  // employer, unless it names a unit of one ("Staff Nurse, Emergency Department").
  // "Senior Engineer, Harbor Data, Lisbon" (or "..., Austin, TX"): title, employer, then a place.
  const [first, second, ...place] = position.split(/,\s+/);
  if (!company && place.length && STRONG_TITLE.test(first) && !STRONG_TITLE.test(second) && place.every((p) => PLACE.test(p))) {
    return { position: first, company: second };
  }
  const comma = /^(.*\S),\s+([^,]+)$/.exec(position);
  if (!company && comma && !STRONG_TITLE.test(comma[2]) && !/\b(department|team|platform|division|unit|ward|office|practice|services?)\b/i.test(comma[2])) {
    return { position: comma[1], company: comma[2] };
  }
  return { position, company };
}

/** A line that can be part of an entry header: short, not prose, not a date line of its own. */
const headerish = (l: string) => {
  const t = l.trim();
  return t.length > 0 && t.length <= 90 && !isSentence(t) && !LABEL_LINE.test(t);
};

/** Work history from the experience section: one entry per employment date range. */
export function parseExperience(lines: string[]): WorkExperience[] {
  const anchors: Anchor[] = [];
  lines.forEach((line, i) => {
    const range = findDateRange(line);
    if (!range) return;
    const rest = (line.slice(0, range.index) + '\t' + line.slice(range.index + range.length)).trim();
    const restFields = fieldsOf(rest).map(cleanCandidate).filter(Boolean);
    // A date inside a sentence is an achievement, not an entry.
    if (restFields.some((f) => f.length > 90) && restFields.every((f) => isSentence(f))) return;
    anchors.push({ line: i, range, headerStart: i, bodyStart: i + 1, candidates: [], bodyExtra: [] });
    const a = anchors[anchors.length - 1];
    for (const f of restFields) (headerish(f) ? a.candidates : a.bodyExtra).push(f);
  });

  anchors.forEach((a, k) => {
    const floor = k > 0 ? anchors[k - 1].line + 1 : 0;
    const back: string[] = [];
    for (let j = a.line - 1; j >= floor && back.length < 3; j--) {
      const l = lines[j].trim();
      if (!l) {
        if (back.length) break;
        continue;
      }
      if (!headerish(l)) break;
      back.unshift(...fieldsOf(l).map(cleanCandidate));
      a.headerStart = j;
    }
    a.candidates.unshift(...back.filter(Boolean));
    // Layouts that print "Company  dates" then the title on the next line.
    // A URL or a one-line company description may sit between them.
    let hasTitle = a.candidates.some((c) => STRONG_TITLE.test(c));
    if (a.candidates.length < 2 || !hasTitle) {
      let taken = 0;
      for (let j = a.line + 1; j < lines.length && j <= a.line + 5 && taken < 2; j++) {
        const l = lines[j].trim();
        if (!l) continue;
        if (/^(https?:\/\/|www\.)\S+$/i.test(l)) {
          a.bodyStart = j + 1;
          continue;
        }
        if (!headerish(l) || findDateRange(l) || l.split(/\s+/).length > 8) break;
        a.candidates.push(...fieldsOf(l).map(cleanCandidate));
        a.bodyStart = j + 1;
        taken++;
        hasTitle ||= STRONG_TITLE.test(l);
        if (hasTitle && a.candidates.length >= 2) break;
      }
    }
  });

  const entries: WorkExperience[] = [];
  anchors.forEach((a, k) => {
    const end = k + 1 < anchors.length ? anchors[k + 1].headerStart : lines.length;
    const { position, company: found } = roleOf(a.candidates);
    // Several roles at one company: later roles often print only the title.
    const company = found || (k > 0 ? entries[k - 1].company : null) || null;
    const body = [...a.bodyExtra, ...lines.slice(a.bodyStart, Math.max(a.bodyStart, end))]
      .map((l) => l.replace(/^\s+/, ''))
      .filter((l) => l && !LABEL_LINE.test(l.trim()));
    // Short label lines right under the header are the place, not an achievement.
    while (body.length && !isBullet(body[0]) && !isSentence(body[0]) && body[0].split(/\s+/).length <= 4 && !/\d/.test(body[0])) body.shift();
    const items = joinWrapped(body).map(stripBullet).filter((t) => t.length > 2);
    const key_achievements: string[] = [];
    const responsibilities: string[] = [];
    for (const item of items) (/\d|%|[$€£¥₹]/.test(item) || RESULT_VERB.test(item) ? key_achievements : responsibilities).push(item);
    entries.push({
      position: position || null,
      company,
      employment_period: { start_date: a.range.start, end_date: a.range.end, is_current: a.range.isCurrent },
      key_achievements,
      responsibilities,
    });
  });
  return entries;
}
