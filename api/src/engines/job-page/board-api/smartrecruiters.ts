import type { PostingFields } from '../types';
import { cleanInline, richTextToPlain } from '../rich-text';
import { normalizeEmploymentType } from '../employment-type';
import { formatSalaryRange } from '../salary';
import { joinUnique, obj, str } from './json-access';

// The order the board's own page shows the sections in.
const SECTIONS = ['companyDescription', 'jobDescription', 'qualifications', 'additionalInformation'];

/**
 * SmartRecruiters posting API `/v1/companies/{company}/postings/{id}`: name (the title),
 * company.name, location, typeOfEmployment.label, jobAd.sections.{...}.{title, text (HTML)}.
 */
export function readSmartRecruitersPosting(json: unknown): PostingFields | null {
  const p = obj(json);
  const sections = obj(obj(p.jobAd).sections);
  const description = SECTIONS.map((key) => {
    const section = obj(sections[key]);
    const text = richTextToPlain(section.text);
    const title = cleanInline(section.title);
    return text ? (title ? `${title}\n\n${text}` : text) : '';
  })
    .filter(Boolean)
    .join('\n\n');
  if (!str(p.name) && !description) return null;
  const loc = obj(p.location);
  let location = cleanInline(loc.fullLocation) ?? joinUnique([cleanInline(loc.city), cleanInline(loc.region), cleanInline(loc.country)], ', ');
  if (loc.remote === true && !/remote/i.test(location ?? '')) location = location ? `${location} (Remote)` : 'Remote';
  const pay = obj(p.compensation);
  return {
    title: cleanInline(p.name),
    company: cleanInline(obj(p.company).name),
    description,
    location,
    salary: formatSalaryRange(pay.min, pay.max, pay.currency, pay.period ?? pay.interval),
    employmentType: normalizeEmploymentType(obj(p.typeOfEmployment).label),
  };
}
