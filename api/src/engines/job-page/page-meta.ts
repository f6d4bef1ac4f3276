import { type Doc, firstText, metaContent, safeQuery } from './dom';
import { cleanInline } from './rich-text';

/** What any page says about itself, read before Readability rewrites the document. */
export interface PageMeta {
  title: string | null;
  company: string | null;
}

// "Careers at Acme", "Acme Careers", "Acme Jobs" -> "Acme".
function stripCareers(name: string): string {
  return name
    .replace(/^(careers|jobs|work)\s+(at|with)\s+/i, '')
    .replace(/\s*[-|:·]?\s*(careers?|jobs?|job board|hiring)(\s+(site|page|portal))?$/i, '')
    .trim();
}

/**
 * Title and company from a page title: "Job Application for T at C", "T at C", "T | C Careers",
 * "T - C". Only forms that name a company are split; anything else is the title alone.
 */
export function splitPageTitle(raw: string, siteName: string | null): { title: string; company: string | null } {
  let title = raw.trim();
  const application = /^job application for (.+?) at (.+)$/i.exec(title);
  if (application) return { title: application[1].trim(), company: application[2].trim() };
  if (siteName) {
    const parts = title.split(/\s+[|–—-]\s+/);
    const kept = parts.filter((p) => stripCareers(p).toLowerCase() !== stripCareers(siteName).toLowerCase());
    if (kept.length && kept.length < parts.length) title = kept.join(' - ');
  }
  const segments = title.split(/\s+[|–—]\s+|\s+-\s+/);
  if (segments.length >= 2) {
    const last = segments[segments.length - 1];
    if (/\b(careers?|jobs?)\b/i.test(last)) return { title: segments.slice(0, -1).join(' - '), company: stripCareers(last) || null };
  }
  const at = /^(.{3,}?)\s+at\s+([^,|]{2,60})$/i.exec(title);
  if (at) return { title: at[1].trim(), company: at[2].trim() };
  return { title, company: null };
}

const LOCATION_SELECTORS = [
  '[itemprop="jobLocation"]',
  '[data-testid*="location" i]',
  '[data-automation-id="locations"] dd',
  '[class*="job-location" i]',
  '[class*="job_location" i]',
  '[class*="posting-location" i]',
  '[id*="location" i]',
  '[class*="location" i]',
];

function labelledLocation(doc: Doc): string | null {
  const text = doc.body?.textContent ?? '';
  const m = /\bLocation\s*:\s*([^\n]{2,80})/i.exec(text.slice(0, 50_000));
  return m ? cleanInline(m[1]) : null;
}

/** A short location text from common markup, or a "Location: ..." line. */
export function findLocation(doc: Doc): string | null {
  for (const selector of LOCATION_SELECTORS) {
    const el = safeQuery(doc, selector);
    if (!el || el.closest('form, select, nav, footer')) continue;
    const text = cleanInline(el.textContent)?.replace(/^location\s*:?\s*/i, '');
    if (text && text.length <= 100) return text;
  }
  return labelledLocation(doc);
}

/** Title and company from meta tags, the <title> and the first <h1>. */
export function readPageMeta(doc: Doc): PageMeta {
  const siteName = cleanInline(metaContent(doc, ['og:site_name', 'application-name']));
  const h1 = firstText(doc, ['h1']);
  const rawTitle = cleanInline(metaContent(doc, ['og:title', 'twitter:title'])) ?? cleanInline(doc.title) ?? h1;
  const split = rawTitle ? splitPageTitle(rawTitle, siteName) : null;
  // An <h1> that the page title contains is the cleaner job title.
  const title = h1 && split && split.title.toLowerCase().includes(h1.toLowerCase()) ? h1 : (split?.title ?? h1);
  const company = split?.company ?? (siteName ? stripCareers(siteName) || null : null);
  return { title: title ?? null, company };
}
