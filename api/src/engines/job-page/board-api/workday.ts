import type { PostingFields } from '../types';
import { cleanInline, richTextToPlain } from '../rich-text';
import { normalizeEmploymentType } from '../employment-type';
import { arr, joinUnique, obj, str } from './json-access';

/**
 * Workday's candidate-experience JSON (`/wday/cxs/{tenant}/{site}/job/...`):
 * jobPostingInfo {title, jobDescription (HTML), location, additionalLocations, timeType,
 * remoteType} and hiringOrganization {name}.
 */
export function readWorkdayJob(json: unknown): PostingFields | null {
  const root = obj(json);
  const info = obj(root.jobPostingInfo);
  if (!str(info.title) && !str(info.jobDescription)) return null;
  let location = joinUnique([cleanInline(info.location), ...arr(info.additionalLocations).map((l) => cleanInline(l))], '; ');
  const remote = cleanInline(info.remoteType);
  if (remote && !(location ?? '').toLowerCase().includes(remote.toLowerCase())) location = location ? `${location} (${remote})` : remote;
  return {
    title: cleanInline(info.title),
    company: cleanInline(obj(root.hiringOrganization).name),
    description: richTextToPlain(info.jobDescription),
    location,
    salary: null,
    employmentType: normalizeEmploymentType(info.timeType),
  };
}
