/** The subset of the JSON Resume schema the corpus uses (ground truth of every file). */
export interface JsonResume {
  basics: {
    name: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { address?: string; postalCode?: string; city?: string; region?: string; countryCode?: string };
    profiles?: Array<{ network?: string; username?: string; url?: string }>;
  };
  work?: Array<{ name: string; position: string; location?: string; url?: string; startDate?: string; endDate?: string; summary?: string; highlights?: string[] }>;
  education?: Array<{ institution: string; area?: string; studyType?: string; startDate?: string; endDate?: string }>;
  skills?: Array<{ name: string; level?: string; keywords?: string[] }>;
  languages?: Array<{ language: string; fluency?: string }>;
  /** How our own renderers (LinkedIn-like PDF, DOCX, TXT) write dates; themes ignore it. */
  'x-corpus'?: { dateStyle?: DateStyle; current?: string };
}

export type DateStyle = 'month-year' | 'month-name' | 'numeric-slash' | 'iso-month';

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatDate(iso: string | undefined, style: DateStyle = 'month-year'): string {
  if (!iso) return '';
  const [y, m] = iso.split('-');
  const mi = Number(m) - 1;
  if (!m) return y;
  switch (style) {
    case 'month-name':
      return `${LONG[mi]} ${y}`;
    case 'numeric-slash':
      return `${m}/${y}`;
    case 'iso-month':
      return `${y}-${m}`;
    default:
      return `${SHORT[mi]} ${y}`;
  }
}

export function dateRange(job: { startDate?: string; endDate?: string }, r: JsonResume): string {
  const style = r['x-corpus']?.dateStyle;
  return `${formatDate(job.startDate, style)} – ${job.endDate ? formatDate(job.endDate, style) : (r['x-corpus']?.current ?? 'Present')}`;
}

/** Older themes read schema v0 names (company, website); give them both so every theme shows the employer. */
export function withLegacyAliases(r: JsonResume): JsonResume {
  const copy = structuredClone(r) as JsonResume & Record<string, unknown>;
  for (const w of copy.work ?? []) Object.assign(w, { company: w.name, website: w.url });
  Object.assign(copy.basics, { website: copy.basics.url });
  return copy;
}
