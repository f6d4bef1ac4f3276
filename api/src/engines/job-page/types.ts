/** What the job-page reader returns: one posting, with honest warnings about what was weak. */
export interface JobPageResult {
  title: string | null;
  company: string | null;
  /** Plain text: paragraphs separated by blank lines, bullets as "- " lines. */
  description: string;
  location: string | null;
  salary: string | null;
  employmentType: string | null;
  url: string;
  /**
   * What produced the result: 'json-ld', 'board-markup', 'readability' ('page-text' for pages
   * too large for Readability), '<board>-api' (greenhouse-api, lever-api, ...), 'jina', or
   * 'html' when the page was sent by the extension.
   */
  source: string;
  /** Human-readable sentences; empty when the posting looks complete. */
  warnings: string[];
}

/** Job boards whose public JSON API we can read. */
export const BOARDS = ['greenhouse', 'lever', 'ashby', 'workday', 'smartrecruiters', 'workable'] as const;
export type Board = (typeof BOARDS)[number];

/**
 * What kind of page the HTML is. Only 'posting' is a job; the others explain why no job
 * was found ('script-rendered': the HTML is an empty shell filled by JavaScript).
 */
export type PageKind = 'posting' | 'listing' | 'sign-in' | 'script-rendered' | 'empty';

/** The posting fields before warnings and source are attached. */
export type PostingFields = Omit<JobPageResult, 'url' | 'source' | 'warnings'>;
