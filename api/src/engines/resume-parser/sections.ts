import { fieldsOf } from './lines';

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'competencies'
  | 'languages'
  | 'projects'
  | 'volunteer'
  | 'awards'
  | 'contact'
  | 'other';

/** Heading vocabulary, compared with spaces and punctuation removed (letter-spaced headings read "S U M M A RY"). */
const HEADINGS: Record<string, SectionKind> = {};
const add = (kind: SectionKind, ...names: string[]) => names.forEach((n) => (HEADINGS[n.replace(/[^a-z]/g, '')] = kind));
add('summary', 'summary', 'professional summary', 'profile', 'professional profile', 'about', 'about me', 'objective', 'career objective', 'career summary', 'executive summary', 'overview', 'perfil', 'profil', 'resumen', 'sobre mi');
add('experience', 'experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history', 'career history', 'work', 'relevant experience', 'experiencia', 'berufserfahrung', 'experience professionnelle');
add('education', 'education', 'education and training', 'academic background', 'qualifications', 'formación', 'formacion', 'ausbildung', 'educación');
add('skills', 'skills', 'technical skills', 'key skills', 'top skills', 'professional skills', 'professional skills summary', 'skills summary', 'skills and tools', 'tools', 'technologies', 'tech stack', 'expertise', 'areas of expertise', 'habilidades', 'kenntnisse');
add('competencies', 'core competencies', 'competencies', 'core skills', 'strengths', 'soft skills');
add('languages', 'languages', 'language skills', 'idiomas', 'sprachen');
add('projects', 'projects', 'open source projects', 'personal projects', 'side projects');
add('volunteer', 'volunteer', 'volunteering', 'volunteer experience');
add('awards', 'awards', 'honors', 'honours', 'awards and honors', 'certifications', 'certificates', 'licenses and certifications', 'publications', 'references', 'interests', 'hobbies', 'personal', 'courses');
add('contact', 'contact', 'contact information', 'contact details', 'personal information', 'personal details', 'location');

export interface Section {
  kind: SectionKind | 'header';
  heading: string;
  lines: string[];
}

/** The section a line announces, if the whole line (or its first tab field) is a heading. */
export function headingOf(line: string): { kind: SectionKind; rest: string } | null {
  const t = line.trim();
  const fields = fieldsOf(t);
  const first = fields[0] ?? '';
  if (!t || first.length > 60) return null;
  const key = (s: string) => s.toLowerCase().replace(/[:]\s*$/, '').replace(/[^a-záéíóúñüöä]/g, '');
  const whole = HEADINGS[key(t)];
  if (whole) return { kind: whole, rest: '' };
  // Label-column layouts put the heading on the same line as the section's first entry.
  if (fields.length > 1 && /^[A-Z\s&]+$/.test(first) && HEADINGS[key(first)]) return { kind: HEADINGS[key(first)], rest: fields.slice(1).join('\t') };
  return null;
}

/** Splits reading-order text into its header (before the first heading) and titled sections. */
export function splitSections(text: string): Section[] {
  const sections: Section[] = [{ kind: 'header', heading: '', lines: [] }];
  for (const line of text.split('\n')) {
    const h = headingOf(line);
    if (h) {
      sections.push({ kind: h.kind, heading: line.trim(), lines: h.rest ? [h.rest] : [] });
      continue;
    }
    sections[sections.length - 1].lines.push(line);
  }
  return sections;
}
