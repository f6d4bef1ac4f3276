import { cleanInline } from './rich-text';

// schema.org values and the spellings boards use (Ashby "FullTime", Workable "full", Workday "Full time").
const NAMES: Record<string, string> = {
  fulltime: 'Full-time',
  full: 'Full-time',
  parttime: 'Part-time',
  part: 'Part-time',
  contractor: 'Contract',
  contract: 'Contract',
  temporary: 'Temporary',
  temp: 'Temporary',
  intern: 'Internship',
  internship: 'Internship',
  volunteer: 'Volunteer',
  perdiem: 'Per diem',
  seasonal: 'Seasonal',
  freelance: 'Freelance',
  other: 'Other',
};

/** One readable employment type from a string or a list ("FULL_TIME" -> "Full-time"). */
export function normalizeEmploymentType(raw: unknown): string | null {
  const values = (Array.isArray(raw) ? raw : [raw])
    .map((v) => cleanInline(v))
    .filter((v): v is string => !!v)
    .map((v) => NAMES[v.toLowerCase().replace(/[^a-z]/g, '')] ?? v);
  const unique = [...new Set(values)];
  return unique.length ? unique.join(', ') : null;
}
