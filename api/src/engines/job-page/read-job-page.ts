import { parseDocument } from './dom';
import { stripInertMarkup } from './strip-inert';
import { findJobPostings, jobPostingFields } from './json-ld';
import { readBoardMarkup } from './board-markup';
import { findLocation, readPageMeta } from './page-meta';
import { readReadableText } from './readable';
import { looksLikeListing, pageSignals } from './classify';
import { postingWarnings, SHORT_DESCRIPTION } from './warnings';
import type { JobPageResult, PageKind, PostingFields } from './types';

/** Less posting text than this beside a sign-in form means the form hides the job. */
const WALL_TEXT = 600;

/** A read page: the posting and what kind of page it was. */
export interface JobPageAnalysis {
  result: JobPageResult;
  kind: PageKind;
}

/** Fills the fields one reading missed from another reading of the same page. */
function fillGaps(base: PostingFields, ...others: Array<Partial<PostingFields> | null>): PostingFields {
  const out = { ...base };
  for (const other of others) {
    if (!other) continue;
    for (const key of ['title', 'company', 'location', 'salary', 'employmentType'] as const) {
      if (!out[key] && other[key]) out[key] = other[key]!;
    }
  }
  return out;
}

function distinctPostings(postings: ReturnType<typeof findJobPostings>): number {
  return new Set(postings.map((p) => JSON.stringify([p.title ?? p.name, p.url ?? p.identifier ?? null]))).size;
}

/**
 * Reads one job posting from page HTML: schema.org JobPosting JSON-LD first, then a known
 * board's markup, then the readable text (Readability). Names listing pages, sign-in walls
 * and script-rendered shells, and warns about whatever is weak.
 */
export function analyzeJobPage(html: string, pageUrl: string): JobPageAnalysis {
  const doc = parseDocument(stripInertMarkup(html));
  const meta = readPageMeta(doc);
  const postings = findJobPostings(doc);
  const jsonLd = postings.length ? jobPostingFields(postings[0]) : null;
  const markup = readBoardMarkup(doc, pageUrl);

  let fields: PostingFields | null = null;
  let source = 'json-ld';
  if (jsonLd && (jsonLd.description.length >= SHORT_DESCRIPTION || !markup || markup.description.length <= jsonLd.description.length)) {
    fields = fillGaps(jsonLd, markup, meta);
  } else if (markup) {
    fields = fillGaps(markup, jsonLd, meta);
    source = 'board-markup';
  }

  if (fields && !fields.location) fields.location = findLocation(doc);
  const structured = !!fields && fields.description.length >= SHORT_DESCRIPTION;
  let kind: PageKind = 'posting';
  if (postings.length > 1 && distinctPostings(postings) > 1) kind = 'listing';
  else if (!structured) {
    // Script and style content is already stripped, so the raw text is the visible text
    // (hidden elements aside), at a twentieth of the cost of a formatted walk.
    const signals = pageSignals(doc, pageUrl, (doc.body?.textContent ?? '').replace(/\s+/g, ' ').trim());
    if (looksLikeListing(signals)) kind = 'listing';
    // Readability rewrites the document, so it runs after every other reading; a listing has
    // no single posting for it to find.
    else if (!fields || fields.description.length < SHORT_DESCRIPTION) {
      const location = fields?.location ?? findLocation(doc);
      const readable = readReadableText(doc);
      if (readable && readable.text.length > (fields?.description.length ?? 0)) {
        const base = { title: null, company: null, description: readable.text, location, salary: null, employmentType: null };
        fields = fillGaps(base, fields, meta, { title: readable.title, company: readable.siteName });
        source = readable.plain ? 'page-text' : 'readability';
      }
    }
    const text = fields?.description.length ?? 0;
    // A sign-in form beside a real posting's text (a header login, "sign in to save") is not a wall.
    if (kind === 'posting' && signals.signInWall && text < WALL_TEXT) kind = 'sign-in';
    else if (kind === 'posting' && signals.scriptShell && text < SHORT_DESCRIPTION) kind = 'script-rendered';
    else if (kind === 'posting' && !text) kind = 'empty';
  }

  const final = fields ?? { title: meta.title, company: meta.company, description: '', location: null, salary: null, employmentType: null };
  if (!fields) source = 'none';
  return {
    kind,
    result: { ...final, url: pageUrl, source, warnings: postingWarnings(final, kind) },
  };
}

/** Reads one job posting from page HTML (see analyzeJobPage). */
export function readJobPage(html: string, pageUrl: string): JobPageResult {
  return analyzeJobPage(html, pageUrl).result;
}
