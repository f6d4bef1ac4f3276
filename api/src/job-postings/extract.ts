import { BadRequest, HttpError, PayloadTooLarge, Unprocessable } from '../http/errors';
import type { JobPageAnalysis } from '../engines/job-page/read-job-page';
import { readBoardApi } from '../engines/job-page/read-board-api';
import { readJinaResponse } from '../engines/job-page/jina-reader';
import { SHORT_DESCRIPTION } from '../engines/job-page/warnings';
import type { Board, JobPageResult } from '../engines/job-page/types';
import type { FetchedPage, FetchPage } from './safe-fetch';
import { detectBoard } from './board-urls';
import { pickBest, type Candidate } from './pick-best';
import { sharedPageReader } from './page-reader/pool';

export interface ExtractDeps {
  /** The safe fetcher (createSafeFetcher); every request goes through it. */
  fetchPage: FetchPage;
  /** The user's Jina reader key; without it, script-rendered pages cannot be read. */
  jinaApiKey?: string | null;
  jinaBaseUrl?: string;
  /** Test override of each board API's origin. */
  boardApiBase?: Partial<Record<Board, string>>;
  /** Runs the page engine; by default on the shared thread pool, with a time budget per page. */
  analyzePage?: (html: string, url: string) => Promise<JobPageAnalysis>;
}

const MAX_SENT_HTML = 5 * 1024 * 1024;
/** Fewer characters than this is not a job description, whatever the page claims. */
const MIN_USABLE = 80;

const BOARD_NAMES: Record<Board, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  workday: 'Workday',
  smartrecruiters: 'SmartRecruiters',
  workable: 'Workable',
};

function checkAddress(url: string): string {
  let u: URL;
  try {
    u = new URL(String(url ?? '').trim());
  } catch {
    throw BadRequest('That is not a valid web address.');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw BadRequest('Only http and https addresses can be read.');
  return u.href;
}

function isComplete(c: Candidate): boolean {
  const r = c.result;
  return c.kind === 'posting' && r.description.length >= SHORT_DESCRIPTION && !!r.title && !!r.company;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type Analyze = NonNullable<ExtractDeps['analyzePage']>;

/** Reads a fetched page of any accepted type with the engine. */
async function analyzeFetched(analyze: Analyze, page: FetchedPage, url: string): Promise<Candidate> {
  const type = page.contentType.toLowerCase();
  let html = page.body;
  // JSON (a JobPosting answered directly) is read as JSON-LD; "</" is escaped so it cannot end the script.
  if (type.includes('json')) html = `<script type="application/ld+json">${page.body.replace(/<\//g, '<\\/')}</script>`;
  else if (type.startsWith('text/plain')) html = page.body.split(/\n\s*\n/).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const a = await analyze(html, page.url);
  return { kind: a.kind, result: { ...a.result, url } };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw Unprocessable('The answer was not valid JSON.');
  }
}

function messageOf(err: unknown): string {
  return err instanceof HttpError ? err.message : 'an unexpected error';
}

/** What the Jina reader did: not asked, answered without text, or failed with a message. */
type ReaderOutcome = { tried: false } | { tried: true; error: string | null };

/** Why nothing usable came out, as the 422 message. */
function nothingUsable(best: Candidate | null, pageError: HttpError | null, reader: ReaderOutcome): HttpError {
  if (!best && pageError && !reader.tried) return pageError;
  switch (best?.kind) {
    case 'listing':
      return Unprocessable('This address shows a list of jobs, not a single posting. Open one job and try again.');
    case 'sign-in':
      return Unprocessable(
        best.result.source === 'html'
          ? 'The page sent shows a sign-in form instead of the job. Sign in to the site, open the job and try again.'
          : 'This page needs a sign-in before it shows the job. Open it in your browser and send it from the extension.',
      );
    case 'script-rendered':
      if (!reader.tried) {
        return Unprocessable('The page builds its content with JavaScript, so no job text could be read. Add a job-page reader key in Settings, or send the page from the extension.');
      }
      return Unprocessable(
        reader.error
          ? `The page builds its content with JavaScript and the job-page reader could not read it: ${reader.error}`
          : 'The page builds its content with JavaScript and the job-page reader found no job text in it.',
      );
    default:
      if (!best && pageError) return Unprocessable(`${pageError.message} The job-page reader could not read it either.`);
      return Unprocessable('No job description could be found on this page.');
  }
}

/**
 * Extracts one job posting for an address, trying in order: the page HTML the extension sent,
 * the board's public JSON API, the page fetched here, and the Jina reader (with the user's key)
 * when the page is empty, script-rendered or walled. The reading with the best content wins,
 * gaps are filled from the others, and warnings say what is weak. Throws 400 for a refused
 * address, 413 for sent HTML over 5 MB, and 422 when nothing usable was found.
 */
export async function extractJobPosting(input: { url: string; html?: string }, deps: ExtractDeps): Promise<JobPageResult> {
  const url = checkAddress(input.url);
  const analyze: Analyze = deps.analyzePage ?? ((html, pageUrl) => sharedPageReader().analyze(html, pageUrl));
  const candidates: Candidate[] = [];
  const notes: string[] = [];
  const done = () => finish(pickBest(candidates), notes);

  if (typeof input.html === 'string' && input.html.trim()) {
    if (Buffer.byteLength(input.html, 'utf8') > MAX_SENT_HTML) throw PayloadTooLarge('The page sent is larger than 5 MB.');
    const a = await analyze(input.html, url);
    candidates.push({ kind: a.kind, result: { ...a.result, url, source: 'html' } });
    if (isComplete(candidates[0])) return done();
  }

  const board = detectBoard(url, deps.boardApiBase);
  if (board) {
    const name = BOARD_NAMES[board.board];
    try {
      const answer = await deps.fetchPage(board.apiUrl, { accept: 'application/json' });
      const result = readBoardApi(board.board, parseJson(answer.body), url);
      if (result) candidates.push({ kind: 'posting', result });
      else notes.push(`The ${name} API did not list this job.`);
    } catch (err) {
      notes.push(`The ${name} API could not be read: ${messageOf(err)}`);
    }
    if (candidates.some(isComplete)) return done();
  }

  let pageError: HttpError | null = null;
  try {
    candidates.push(await analyzeFetched(analyze, await deps.fetchPage(url), url));
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) {
      // A refused address is final: the reader is never asked to go around it. Only a usable
      // page the user sent (an intranet posting, say) still answers, with the refusal noted.
      const sent = pickBest(candidates);
      if (!sent || sent.kind !== 'posting' || sent.result.description.length < MIN_USABLE) throw err;
      return finish(sent, [`The address itself was not read: ${err.message}`]);
    }
    pageError = err instanceof HttpError ? err : Unprocessable('The page could not be read.');
    notes.push(`The page could not be read: ${pageError.message}`);
  }

  let best = pickBest(candidates);
  const weak = !best || best.kind !== 'posting' || best.result.description.length < SHORT_DESCRIPTION;
  let reader: ReaderOutcome = { tried: false };
  if (weak && best?.kind !== 'listing' && deps.jinaApiKey) {
    reader = { tried: true, error: null };
    try {
      const base = (deps.jinaBaseUrl ?? 'https://r.jina.ai').replace(/\/+$/, '');
      const answer = await deps.fetchPage(`${base}/${url}`, {
        accept: 'application/json',
        headers: { authorization: `Bearer ${deps.jinaApiKey}` },
      });
      const result = readJinaResponse(parseJson(answer.body), url);
      if (result) candidates.push({ kind: 'posting', result });
      else notes.push('The job-page reader found no text on the page.');
    } catch (err) {
      reader = { tried: true, error: messageOf(err) };
      notes.push(`The job-page reader could not read the page: ${messageOf(err)}`);
    }
    best = pickBest(candidates);
  }

  if (!best || best.kind !== 'posting' || best.result.description.length < MIN_USABLE) {
    throw nothingUsable(best, pageError, reader);
  }
  return finish(best, notes);
}

function finish(best: Candidate | null, notes: string[]): JobPageResult {
  if (!best) throw Unprocessable('No job description could be found on this page.');
  return { ...best.result, warnings: [...new Set([...best.result.warnings, ...notes])] };
}
