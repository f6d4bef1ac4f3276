import { z } from 'zod';

/** Largest page HTML a client may send with an extract request (the extension sends the page it has). */
export const MAX_JOB_PAGE_HTML_CHARS = 5 * 1024 * 1024;

/** POST /api/job-postings/extract body. */
export const extractJobPostingRequestSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'Please enter a valid http(s) job posting URL' }),
  /** The page's HTML when the caller already has it (sign-in-walled boards), so the server need not fetch. */
  html: z.string().max(MAX_JOB_PAGE_HTML_CHARS, 'Page HTML is too large').optional(),
  /** Read the page again even if it was read in the last 24 hours. */
  refresh: z.boolean().optional(),
});
export type ExtractJobPostingRequest = z.infer<typeof extractJobPostingRequestSchema>;

export const jobPostingSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  description: z.string(),
  location: z.string().nullable(),
  salary: z.string().nullable(),
  employmentType: z.string().nullable(),
  url: z.string(),
  /** Which reader produced the posting, e.g. 'json-ld', 'greenhouse', 'readability', 'jina'. */
  source: z.string(),
  /** What could not be read, in words a user understands. */
  warnings: z.array(z.string()),
});
export type JobPosting = z.infer<typeof jobPostingSchema>;

export const extractJobPostingResponseSchema = z.object({ jobPosting: jobPostingSchema });
export type ExtractJobPostingResponse = z.infer<typeof extractJobPostingResponseSchema>;
