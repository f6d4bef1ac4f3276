import { dateKeys, dateSupported } from './dates';
import { degreeSupported, foldDegrees } from './degrees';
import { employerKey, norm, phraseIndex, wordSet } from './normalize';
import { findNumbers, isSupported, numberIndex } from './numbers';
import { sentences } from './sentences';
import { namedTerms } from './terms';
import type { Removal, Sources, TailoredResume } from './types';

export interface CheckResult {
  resume: TailoredResume;
  removed: Removal[];
}

/**
 * The no-fabrication check, run on the model's tailored resume before anyone sees it.
 * Employers, job titles, dates, degrees, schools, certifications and numbers must appear in
 * the original resume; skills in the resume or the job description; named terms in free text
 * (a product, a company, a language) in either. Whatever fails is removed (or, for a title or
 * a date of a known role, put back as the original has it) and listed in `removed`.
 */
export function checkFabrication(proposed: TailoredResume, src: Sources): CheckResult {
  const removed: Removal[] = [];
  const original = src.resumeText;
  const originalDates = dateKeys(original);
  const originalNumbers = numberIndex(original);
  const foldedOriginal = new Set(foldDegrees(original).split(' ').filter(Boolean));
  const knownWords = new Set([...wordSet(original), ...wordSet(src.jobText)]);
  // Each text is normalised once; the checks below ask many phrases of it.
  const inOriginal = phraseIndex(original);
  const inJob = phraseIndex(src.jobText);
  const inEither = (s: string) => inOriginal(s) || inJob(s);

  const employerInOriginal = (company: string) => {
    const key = employerKey(company);
    return !key || inOriginal(key) || inOriginal(company);
  };
  const roleOf = (company: string) => src.knownRoles?.find((r) => r.company && employerKey(r.company) === employerKey(company));

  /** Keeps the sentences of free text whose numbers and named terms the sources support. */
  const cleanText = (text: string): string => {
    const kept: string[] = [];
    for (const sentence of sentences(text)) {
      const badNumber = findNumbers(sentence).find((n) => !isSupported(n, originalNumbers));
      if (badNumber) {
        removed.push({ kind: 'number', value: badNumber.raw, context: sentence });
        continue;
      }
      const badTerm = namedTerms(sentence).find((t) => !knownWords.has(norm(t)) && !inEither(t));
      if (badTerm) {
        removed.push({ kind: 'term', value: badTerm, context: sentence });
        continue;
      }
      kept.push(sentence);
    }
    return kept.join(' ');
  };

  const experience: TailoredResume['experience'] = [];
  for (const role of proposed.experience) {
    if (!employerInOriginal(role.company)) {
      removed.push({ kind: 'employer', value: role.company, context: [role.title, role.company].filter(Boolean).join(' at ') });
      continue;
    }
    const knownRole = roleOf(role.company);
    let title = role.title;
    if (title && !inOriginal(title)) {
      removed.push({ kind: 'title', value: title, replacement: knownRole?.position || undefined });
      title = knownRole?.position ?? '';
    }
    const date = (value: string, fallback: string | undefined) => {
      if (dateSupported(value, originalDates, original)) return value;
      removed.push({ kind: 'date', value, replacement: fallback || undefined });
      return fallback ?? '';
    };
    const bullets = role.bullets.map((b) => cleanText(b)).filter(Boolean);
    experience.push({
      ...role,
      title,
      start_date: date(role.start_date, knownRole?.start_date),
      end_date: date(role.end_date, knownRole?.end_date),
      bullets,
    });
  }

  const education: TailoredResume['education'] = [];
  for (const entry of proposed.education) {
    if (entry.degree && !degreeSupported(entry.degree, foldedOriginal)) {
      removed.push({ kind: 'degree', value: entry.degree, context: [entry.degree, entry.school].filter(Boolean).join(', ') });
      continue;
    }
    if (entry.school && !inOriginal(entry.school.replace(/^the\s+/i, ''))) {
      removed.push({ kind: 'school', value: entry.school, context: [entry.degree, entry.school].filter(Boolean).join(', ') });
      continue;
    }
    let year = entry.year;
    if (!dateSupported(year, originalDates, original)) {
      removed.push({ kind: 'date', value: year });
      year = '';
    }
    education.push({ ...entry, year });
  }

  const certifications = proposed.certifications.filter((c) => {
    if (inOriginal(c)) return true;
    removed.push({ kind: 'certification', value: c });
    return false;
  });

  const seen = new Set<string>();
  const skills = proposed.skills.filter((s) => {
    const key = norm(s);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    if (inEither(s)) return true;
    removed.push({ kind: 'skill', value: s });
    return false;
  });

  return {
    resume: { summary: cleanText(proposed.summary), skills, experience, education, certifications },
    removed,
  };
}

const LABEL: Record<Removal['kind'], string> = {
  employer: 'employer',
  title: 'job title',
  date: 'date',
  degree: 'degree',
  school: 'school',
  certification: 'certification',
  number: 'number',
  skill: 'skill',
  term: 'unsupported term',
};

/** One readable line per removal, for optimizationNotes. */
export function describeRemoval(r: Removal): string {
  const what = `${LABEL[r.kind]} '${r.value}'`;
  if (r.replacement) return `Replaced ${what} with '${r.replacement}' from your resume.`;
  if (r.kind === 'employer') return `Removed the role '${r.context}': the employer is not in your resume.`;
  if (r.kind === 'degree' || r.kind === 'school') return `Removed '${r.context}': the ${LABEL[r.kind]} is not in your resume.`;
  if (r.kind === 'skill') return `Removed ${what}: it is in neither your resume nor the job description.`;
  if (r.context) return `Removed "${r.context}": the ${what} is not in your resume.`;
  return `Removed ${what}: it is not in your resume.`;
}
