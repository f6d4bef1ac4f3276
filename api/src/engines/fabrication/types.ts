/** A tailored resume as the model proposes it, before and after the checks. */
export interface TailoredResume {
  summary: string;
  skills: string[];
  experience: Array<{
    title: string;
    company: string;
    location: string;
    start_date: string;
    end_date: string;
    bullets: string[];
  }>;
  education: Array<{ degree: string; school: string; year: string }>;
  certifications: string[];
}

export type RemovalKind = 'employer' | 'title' | 'date' | 'degree' | 'school' | 'certification' | 'number' | 'skill' | 'term';

/** One thing taken out (or put back) because the original resume does not support it. */
export interface Removal {
  kind: RemovalKind;
  /** The unsupported value as the model wrote it. */
  value: string;
  /** The text removed with it (a sentence, an entry), when more than the value. */
  context?: string;
  /** What replaced it from the original, when something did. */
  replacement?: string;
}

/** What the checks compare against. */
export interface Sources {
  /** The original resume text: the only source of employers, titles, dates, degrees, schools, certifications and numbers. */
  resumeText: string;
  /** The job description and title: skills may also come from here. */
  jobText: string;
  /** Roles read from the original by the parser, to restore a title or date the model changed. */
  knownRoles?: Array<{ position: string; company: string; start_date: string; end_date: string }>;
}
