/**
 * The resume parser: reading-order text in, SPEC section 3 parsed_data plus an import
 * report (layout, pages, scanned pages, a confidence per field) out. Pure and synchronous.
 */
import { findEmail, findLocation, findName, findPhone, findPortfolio } from './contact';
import { parseExperience } from './experience';
import { isSentence } from './lines';
import { quantify } from './achievements';
import { splitSections, type Section } from './sections';
import { parseSkills, SKILL_LINE } from './skills';
import { STRONG_TITLE } from './title-words';
import type { FieldName, ImportReport, ParsedData, ParseMeta } from './types';

export type { ImportReport, ParsedData, ParseMeta, WorkExperience, FieldName } from './types';
export { parsingValidation } from './validation';

const BODY_SECTIONS = new Set(['experience', 'education', 'skills', 'competencies', 'languages', 'projects', 'volunteer', 'awards']);
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Share of a name's words found in the email's local part ("priya.raghunathan@..."). */
function emailMatch(name: string, local: string): number {
  const tokens = fold(name).split(/[\s'’.-]+/).filter((t) => t.length > 1);
  return tokens.filter((t) => local.includes(t)).length / Math.max(1, tokens.length);
}

/**
 * A line near the top whose every word is in the email's local part ("Ada Tester" and
 * ada.tester@...) is the name, even when a word doubles as a job word ("Tester", "Baker").
 */
function emailConfirmedName(sections: Section[], local: string): string {
  if (local.length < 3) return '';
  for (const line of sections[0]?.lines.slice(0, 12) ?? []) {
    const t = line.trim().replace(/\s+/g, ' ');
    const words = t.split(' ');
    if (t.length > 50 || words.length < 2 || words.length > 4 || /[\d@|/:]/.test(t)) continue;
    if (!words.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w))) continue;
    if (words.every((w) => fold(w).replace(/[^a-z]/g, '').length > 1 && local.includes(fold(w).replace(/[^a-z]/g, '')))) {
      return t === t.toUpperCase() ? t.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, p, c) => p + c.toUpperCase()) : t;
    }
  }
  return '';
}

function pickName(sections: Section[], email: string): { name: string; confidence: number } {
  const local = fold(email.split('@')[0] ?? '');
  const confirmed = emailConfirmedName(sections, local);
  if (confirmed) return { name: confirmed, confidence: 0.95 };
  let best = { name: '', score: -Infinity };
  let index = 0;
  for (const s of sections) {
    const inList = s.kind === 'skills' || s.kind === 'languages' || s.kind === 'competencies';
    s.lines.forEach((line, i) => {
      index++;
      // Large names wrap: "Daniel" / "Reyes".
      const next = s.lines[i + 1]?.trim() ?? '';
      const joined = /^\p{Lu}[\p{L}'’.-]*(\s\p{Lu}[\p{L}'’.-]*)?$/u.test(next) ? findName([`${line.trim()} ${next}`]) : '';
      const name = joined && (!findName([line]) || emailMatch(joined, local) > emailMatch(findName([line]), local)) ? joined : findName([line]);
      if (!name) return;
      const score = 1 + 2 * emailMatch(name, local) - index * 0.01 - (inList ? 1 : 0) - (s.kind === 'experience' || s.kind === 'education' ? 2 : 0);
      if (score > best.score) best = { name, score };
    });
  }
  if (!best.name) return { name: '', confidence: 0 };
  return { name: best.name, confidence: best.score >= 2 ? 0.95 : best.score >= 0.8 ? 0.75 : 0.4 };
}

function summaryOf(sections: Section[]): string {
  const text = sections
    .filter((s) => s.kind === 'summary')
    .flatMap((s) => s.lines)
    .filter((l) => l.trim() && !SKILL_LINE.test(l.trim()) && (isSentence(l) || l.trim().length > 50))
    .join(' ');
  if (text.trim()) return text.replace(/\s+/g, ' ').trim();
  // No heading: the first paragraph of prose at the top.
  const header = sections[0].lines.join('\n').split(/\n\s*\n/);
  return header.map((p) => p.replace(/\s+/g, ' ').trim()).find((p) => p.length >= 120 && /[.!]/.test(p)) ?? '';
}

/** Parses resume text (the reader's output) into parsed_data and an import report. */
export function parseResume(text: string, meta: ParseMeta = {}): { parsed: ParsedData; report: ImportReport } {
  const clean = text.replace(/\r\n?/g, '\n');
  const sections = splitSections(clean);
  const lines = clean.split('\n');

  const headerLines = sections.filter((s) => !BODY_SECTIONS.has(s.kind)).flatMap((s) => s.lines);
  const email = findEmail(headerLines.join('\n')) || findEmail(clean);
  const phone = findPhone(headerLines.join('\n')) || findPhone(clean);
  const { name, confidence: nameConfidence } = pickName(sections, email);
  const portfolio = findPortfolio(headerLines.slice(0, 30).join('\n'));

  // The location sits with the contact details: near the email or phone line.
  const near = headerLines.filter((_, i) =>
    headerLines.slice(Math.max(0, i - 3), i + 4).some((l) => (email && l.includes(email)) || (phone && l.includes(phone)) || (name && l.includes(name)) || /^location\b/i.test(l.trim())),
  );
  const address = findLocation(near, [name, email, phone, portfolio]);

  const expLines = sections.filter((s) => s.kind === 'experience').flatMap((s) => s.lines);
  const work_experience = parseExperience(expLines.length ? expLines : sections.filter((s) => !BODY_SECTIONS.has(s.kind) || s.kind === 'experience').flatMap((s) => s.lines));

  const technical_skills: Record<string, string[]> = {};
  for (const s of sections) if (s.kind === 'skills') parseSkills(s.lines, technical_skills);
  // Label-column layouts can strand "Category: a, b" lines under a neighbouring heading.
  const stray = sections.filter((s) => s.kind !== 'skills' && s.kind !== 'experience' && s.kind !== 'education').flatMap((s) => s.lines).filter((l) => {
    const m = SKILL_LINE.exec(l.trim());
    return m && m[2].split(',').length >= 2 && !/@|https?:/.test(l);
  });
  if (stray.length) parseSkills(stray, technical_skills);
  // Sidebar themes list skills under their group names with no "Skills" heading: in a
  // multi-column file, short label lines beside the contact block are those lists.
  if ((meta.columns ?? 1) > 1 && !Object.keys(technical_skills).length) {
    const known = [name, email, phone, address, portfolio].filter(Boolean);
    const side = sections
      .filter((s) => s.kind === 'summary' || s.kind === 'contact' || s.kind === 'header')
      .flatMap((s) => s.lines)
      .map((l) => l.trim())
      .filter((l) => l && l.split(/\s+/).length <= 5 && !isSentence(l) && !STRONG_TITLE.test(l) && !/[@:/]|\d{3}/.test(l) && !known.some((k) => l.includes(k) || k.includes(l)));
    if (side.length) parseSkills(side, technical_skills);
  }
  const core_competencies = [...new Set(sections.filter((s) => s.kind === 'competencies').flatMap((s) => Object.values(parseSkills(s.lines)).flat()))];

  const professional_summary = summaryOf(sections);
  const allItems = work_experience.flatMap((w) => [...w.key_achievements, ...w.responsibilities]);
  const parsed: ParsedData = {
    candidate_info: { name: name || null, contact: { email: email || null, phone: phone || null, address: address || null, ...(portfolio ? { portfolio } : {}) } },
    professional_summary: professional_summary || null,
    work_experience,
    technical_skills,
    core_competencies,
    quantifiable_achievements: quantify(allItems),
  };

  const dated = work_experience.filter((w) => w.employment_period.start_date).length;
  const withRoles = work_experience.filter((w) => w.position && w.company).length;
  const skillCount = Object.values(technical_skills).flat().length + core_competencies.length;
  const fields: Record<FieldName, number> = {
    name: nameConfidence,
    email: email ? 0.99 : 0,
    phone: phone ? (/^\+|\(/.test(phone) ? 0.95 : 0.85) : 0,
    location: address ? (/,/.test(address) ? 0.8 : 0.6) : 0,
    work_experience: work_experience.length ? Math.min(0.95, 0.5 + (0.45 * (dated + withRoles)) / (2 * work_experience.length)) : 0,
    skills: skillCount ? (sections.some((s) => s.kind === 'skills') ? 0.9 : 0.6) : 0,
    summary: professional_summary ? (sections.some((s) => s.kind === 'summary') ? 0.9 : 0.6) : 0,
  };

  const warnings: string[] = [];
  const columns = meta.columns ?? 1;
  if (columns > 1) warnings.push(`${columns}-column layout detected: the text was put back in reading order; check the sections below.`);
  if (meta.imageOnlyPages?.length) warnings.push(`Page${meta.imageOnlyPages.length > 1 ? 's' : ''} ${meta.imageOnlyPages.join(', ')} ${meta.imageOnlyPages.length > 1 ? 'are' : 'is'} an image (scanned); text there could not be read.`);
  if (!name) warnings.push('No name found at the top of the resume.');
  if (!email) warnings.push('No email address found.');
  if (!phone) warnings.push('No phone number found.');
  if (!work_experience.length) warnings.push('No dated work experience found (each role needs a date range such as "Mar 2020 – Present").');
  else if (withRoles < work_experience.length) warnings.push(`${work_experience.length - withRoles} role(s) are missing a job title or company.`);
  if (!skillCount) warnings.push('No skills section found.');
  if (lines.length < 5) warnings.push('Very little text was found.');

  return {
    parsed,
    report: { layout: { columns }, pages: meta.pages ?? 1, imageOnlyPages: meta.imageOnlyPages ?? [], fields, warnings },
  };
}
