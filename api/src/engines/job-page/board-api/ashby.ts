import type { PostingFields } from '../types';
import { cleanInline, richTextToPlain } from '../rich-text';
import { normalizeEmploymentType } from '../employment-type';
import { arr, joinUnique, obj, str, type Json } from './json-access';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function findJob(json: unknown, url: string): Json | null {
  const root = obj(json);
  if (str(root.title) && (str(root.descriptionHtml) || str(root.descriptionPlain))) return root;
  const ids = url.match(UUID)?.map((id) => id.toLowerCase()) ?? [];
  const jobs = arr(root.jobs).map(obj);
  return jobs.find((j) => ids.includes(String(j.id ?? '').toLowerCase())) ?? jobs.find((j) => str(j.jobUrl) === url) ?? null;
}

/**
 * Ashby posting-api `/posting-api/job-board/{org}?includeCompensation=true`: the whole board,
 * so the job is picked by the id in the page address; descriptionHtml, compensation summaries.
 */
export function readAshbyJob(json: unknown, url: string): PostingFields | null {
  const job = findJob(json, url);
  if (!job) return null;
  const secondary = arr(job.secondaryLocations).map((l) => cleanInline(obj(l).location));
  let location = joinUnique([cleanInline(job.location), ...secondary], '; ');
  if ((job.isRemote === true || job.workplaceType === 'Remote') && !/remote/i.test(location ?? '')) {
    location = location ? `${location} (Remote)` : 'Remote';
  }
  const pay = obj(job.compensation);
  return {
    title: cleanInline(job.title),
    company: cleanInline(job.organizationName),
    description: richTextToPlain(job.descriptionHtml) || richTextToPlain(job.descriptionPlain),
    location,
    salary: cleanInline(pay.scrapeableCompensationSalarySummary) ?? cleanInline(pay.compensationTierSummary),
    employmentType: normalizeEmploymentType(job.employmentType),
  };
}
