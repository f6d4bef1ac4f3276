import type { PostingFields } from '../types';
import { cleanInline, richTextToPlain } from '../rich-text';
import { normalizeEmploymentType } from '../employment-type';
import { formatSalaryRange } from '../salary';
import { arr, joinUnique, obj, str, type Json } from './json-access';

function place(v: unknown): string | null {
  const l = obj(v);
  return cleanInline(l.location_str) ?? joinUnique([cleanInline(l.city), cleanInline(l.region), cleanInline(l.country)], ', ');
}

/**
 * Workable's public job JSON (`apply.workable.com/api/v2/accounts/{account}/jobs/{shortcode}`):
 * title, description / requirements / benefits (HTML), location(s), remote or workplace, type.
 */
export function readWorkableJob(json: unknown): PostingFields | null {
  const root = obj(json);
  const job: Json = str(root.title) ? root : obj(root.job);
  const parts = [
    richTextToPlain(job.description ?? job.full_description),
    richTextToPlain(job.requirements) && `Requirements\n\n${richTextToPlain(job.requirements)}`,
    richTextToPlain(job.benefits) && `Benefits\n\n${richTextToPlain(job.benefits)}`,
  ].filter(Boolean);
  if (!str(job.title) && !parts.length) return null;
  let location = joinUnique([place(job.location), ...arr(job.locations).map(place)], '; ');
  const remote = job.remote === true || job.workplace === 'remote' || obj(job.location).telecommuting === true;
  if (remote && !/remote/i.test(location ?? '')) location = location ? `${location} (Remote)` : 'Remote';
  const pay = obj(job.salary);
  return {
    title: cleanInline(job.title),
    company: cleanInline(job.company_name) ?? cleanInline(obj(job.account).name),
    description: parts.join('\n\n'),
    location,
    salary: formatSalaryRange(pay.salary_from, pay.salary_to, pay.salary_currency),
    employmentType: normalizeEmploymentType(job.type ?? job.employment_type),
  };
}
