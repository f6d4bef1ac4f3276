import type { PostingFields } from '../types';
import { cleanInline, richTextToPlain } from '../rich-text';
import { normalizeEmploymentType } from '../employment-type';
import { formatSalaryRange } from '../salary';
import { arr, obj, str } from './json-access';

/**
 * Greenhouse boards-api `/v1/boards/{token}/jobs/{id}`: title, location.name, content
 * (HTML escaped once more), company_name, metadata, pay_input_ranges (in cents).
 */
export function readGreenhouseJob(json: unknown): PostingFields | null {
  const job = obj(json);
  if (!str(job.title) && !str(job.content)) return null;
  const pay = obj(arr(job.pay_input_ranges)[0]);
  const typeMeta = arr(job.metadata)
    .map(obj)
    .find((m) => /employment|job type|time type/i.test(String(m.name ?? '')));
  const cents = (v: unknown) => (typeof v === 'number' ? v / 100 : null);
  return {
    title: cleanInline(job.title),
    company: cleanInline(job.company_name),
    description: richTextToPlain(job.content),
    location: cleanInline(obj(job.location).name),
    salary: formatSalaryRange(cents(pay.min_cents), cents(pay.max_cents), pay.currency_type),
    employmentType: normalizeEmploymentType(typeMeta?.value),
  };
}
