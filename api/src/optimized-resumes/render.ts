import type { TailoredResume } from '../engines/fabrication/types';

export interface ResumeHeader {
  name: string;
  /** Email, phone, location, portfolio: from the original, never from the model. */
  contact: string[];
}

const join = (parts: Array<string | undefined>) => parts.map((p) => p?.trim()).filter(Boolean).join(' | ');

/**
 * The plain-text resume: name, contact line, then UPPERCASE headings with '• ' bullets and
 * 'Title | Company | Dates' role lines. The DOCX builder reads the same shapes back.
 */
export function renderResume(header: ResumeHeader, r: TailoredResume): string {
  const out: string[] = [];
  if (header.name) out.push(header.name);
  if (header.contact.length) out.push(header.contact.join(' | '));
  const section = (title: string, lines: string[]) => {
    if (!lines.length) return;
    out.push('', title, ...lines);
  };
  section('PROFESSIONAL SUMMARY', r.summary.trim() ? [r.summary.trim()] : []);
  section('SKILLS', r.skills.length ? [r.skills.join(', ')] : []);
  const roles: string[] = [];
  r.experience.forEach((e, i) => {
    if (i > 0) roles.push('');
    const dates = [e.start_date, e.end_date].filter((d) => d?.trim()).join(' - ');
    roles.push(join([e.title, e.company, e.location, dates]));
    roles.push(...e.bullets.map((b) => `• ${b.replace(/^[•\-*]\s*/, '').trim()}`));
  });
  section('PROFESSIONAL EXPERIENCE', roles);
  section('EDUCATION', r.education.map((e) => join([e.degree, e.school, e.year])));
  section('CERTIFICATIONS', r.certifications.map((c) => `• ${c}`));
  return out.join('\n').trim();
}
