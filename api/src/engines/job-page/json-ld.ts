import type { Doc } from './dom';
import type { PostingFields } from './types';
import { cleanInline, richTextToPlain } from './rich-text';
import { jsonLdLocation, nameOf } from './json-ld-location';
import { formatSchemaSalary } from './salary';
import { normalizeEmploymentType } from './employment-type';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

// Bounds the walk over hostile JSON-LD (huge graphs, deep nesting).
const MAX_NODES = 20_000;

function isJobPosting(node: Obj): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((t) => typeof t === 'string' && /(^|[/:#])JobPosting$/i.test(t));
}

function parseJsonLd(text: string): unknown {
  const cleaned = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '');
  try {
    return JSON.parse(cleaned);
  } catch {
    // Raw line breaks and tabs inside strings are the most common fault in real pages.
    try {
      return JSON.parse(cleaned.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return undefined;
    }
  }
}

/** Every schema.org JobPosting in the page's JSON-LD: plain, in arrays, in @graph or nested. */
export function findJobPostings(doc: Doc): Obj[] {
  const found: Obj[] = [];
  let visited = 0;
  for (const script of Array.from(doc.querySelectorAll('script'))) {
    if (!/ld\+json/i.test(script.getAttribute('type') ?? '')) continue;
    const stack: unknown[] = [parseJsonLd(script.textContent ?? '')];
    while (stack.length && visited < MAX_NODES) {
      const node = stack.pop();
      visited++;
      if (Array.isArray(node)) {
        for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
      } else if (isObj(node)) {
        if (isJobPosting(node)) found.push(node);
        else for (const value of Object.values(node)) if (value && typeof value === 'object') stack.push(value);
      }
    }
  }
  return found;
}

// Parts some sites publish beside a short description.
const EXTRA_PARTS = ['responsibilities', 'qualifications', 'skills', 'educationRequirements', 'experienceRequirements', 'jobBenefits'];

/** The posting fields of one schema.org JobPosting object. */
export function jobPostingFields(posting: Obj): PostingFields {
  let description = richTextToPlain(posting.description);
  for (const key of EXTRA_PARTS) {
    const part = richTextToPlain(posting[key]);
    if (part && !description.includes(part.slice(0, 80))) description = description ? `${description}\n\n${part}` : part;
  }
  return {
    title: cleanInline(posting.title) ?? cleanInline(posting.name),
    company: nameOf(posting.hiringOrganization),
    description,
    location: jsonLdLocation(posting),
    salary: formatSchemaSalary(posting.baseSalary ?? posting.estimatedSalary),
    employmentType: normalizeEmploymentType(posting.employmentType),
  };
}
