import type { ParsedData } from './types';

/** SPEC section 3 parsing_validation: the checks the Parser Test screen shows. */
export function parsingValidation(parsed: ParsedData): {
  has_name: boolean;
  has_contact: boolean;
  work_experience_count: number;
  has_quantifiable_achievements: boolean;
  total_achievements: number;
} {
  const c = parsed.candidate_info.contact;
  return {
    has_name: Boolean(parsed.candidate_info.name?.trim()),
    has_contact: Boolean(c.email || c.phone),
    work_experience_count: parsed.work_experience.length,
    has_quantifiable_achievements: parsed.quantifiable_achievements.length > 0,
    total_achievements: parsed.work_experience.reduce((n, w) => n + w.key_achievements.length, 0),
  };
}
