import type { PostingFields } from '../types';
import { cleanInline, richTextToPlain } from '../rich-text';
import { htmlToText } from '../html-to-text';
import { normalizeEmploymentType } from '../employment-type';
import { formatSalaryRange } from '../salary';
import { arr, joinUnique, obj, str } from './json-access';

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Lever postings API `/v0/postings/{site}/{id}`: text (the title), categories, description
 * (HTML), lists of {text, content: "<li>..."}, additional, workplaceType, salaryRange.
 */
export function readLeverPosting(json: unknown): PostingFields | null {
  const p = obj(json);
  if (!str(p.text) && !str(p.description) && !str(p.descriptionPlain)) return null;
  const lists = arr(p.lists)
    .map(obj)
    .map((l) => `<h3>${escapeHtml(str(l.text) ?? '')}</h3><ul>${str(l.content) ?? ''}</ul>`)
    .join('');
  const html = `${str(p.description) ?? ''}${lists}${str(p.additional) ?? ''}`;
  const description = html.trim() ? htmlToText(html) : richTextToPlain(p.descriptionPlain);
  const c = obj(p.categories);
  const all = arr(c.allLocations).map((l) => cleanInline(l));
  let location = joinUnique([cleanInline(c.location), ...all], '; ');
  if (p.workplaceType === 'remote' && !/remote/i.test(location ?? '')) location = location ? `${location} (Remote)` : 'Remote';
  const range = obj(p.salaryRange);
  return {
    title: cleanInline(p.text),
    company: null, // Lever's API does not name the company; the page does.
    description,
    location,
    salary: formatSalaryRange(range.min, range.max, range.currency, range.interval) ?? cleanInline(p.salaryDescriptionPlain),
    employmentType: normalizeEmploymentType(c.commitment),
  };
}
