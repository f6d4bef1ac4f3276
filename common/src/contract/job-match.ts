import { z } from 'zod';
import { atsGradeSchema } from './analysis';
import { extractJobPostingRequestSchema, jobPostingSchema } from './job-postings';

/** How many improvements the job match lists (the side panel shows the top ones). */
export const JOB_MATCH_TOP_IMPROVEMENTS = 5;

/**
 * POST /api/job-match body: a posting already extracted ({jobPostingId}) or a page to read,
 * exactly as for POST /api/job-postings/extract ({url, html?}; the extension sends the page
 * it has). Always matched against the signed-in user's current resume.
 */
export const jobMatchRequestSchema = z.union([
  z.strictObject({ jobPostingId: z.string().min(1, 'jobPostingId is required') }),
  extractJobPostingRequestSchema,
]);
export type JobMatchRequest = z.infer<typeof jobMatchRequestSchema>;

/** The keyword matcher's result for one resume and one job. */
export const keywordMatchSchema = z.object({
  /** Share of the job's keywords the resume contains, 0-100 (whole percent). */
  matchRate: z.number().min(0).max(100),
  /** Job keywords found in the resume, most important first. */
  matchedKeywords: z.array(z.string()),
  /** Job keywords the resume lacks, most important first. */
  missingKeywords: z.array(z.string()),
});
export type KeywordMatch = z.infer<typeof keywordMatchSchema>;

/**
 * POST /api/job-match answer: the posting (stored, so its id can generate a letter), the
 * resume it was matched against, the keyword match, and the resume's ATS score for this job
 * with its top improvements. 404 'Resume ID not found' when there is no current resume.
 */
export const jobMatchResponseSchema = z.object({
  jobPosting: jobPostingSchema,
  resume: z.object({ id: z.string(), filename: z.string() }),
  match: keywordMatchSchema,
  ats: z.object({
    score: z.number().min(0).max(100),
    grade: atsGradeSchema,
    /** At most JOB_MATCH_TOP_IMPROVEMENTS, most valuable first. */
    improvements: z.array(z.string()).max(JOB_MATCH_TOP_IMPROVEMENTS),
  }),
});
export type JobMatchResponse = z.infer<typeof jobMatchResponseSchema>;
