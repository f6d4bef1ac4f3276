import { z } from 'zod';

/** Keywords an optimization aims to work in (SPEC section 9). */
export const TARGET_KEYWORDS = { min: 15, max: 20 } as const;

const jobTitle = z.string().trim().min(1, 'Please enter the target job title.').max(200);
const jobDescription = z.string().trim().max(50_000, 'Job description is too long');

/** POST /api/resumes/optimize body: the main screen's optimize step, run beside the letter. */
export const optimizeForJobRequestSchema = z.strictObject({
  resumeId: z.string().min(1),
  targetJobTitle: jobTitle,
  jobDescription: jobDescription.optional(),
});
export type OptimizeForJobRequest = z.infer<typeof optimizeForJobRequestSchema>;

export const optimizeForJobResponseSchema = z.object({
  optimizedContent: z.string(),
  keywordMatches: z.array(z.string()),
});
export type OptimizeForJobResponse = z.infer<typeof optimizeForJobResponseSchema>;

/** A stored optimized resume (GET /api/optimized-resumes lists them, newest first). */
export const optimizedResumeSchema = z.object({
  id: z.string(),
  targetJobTitle: z.string(),
  createdDate: z.string(),
  keywordMatches: z.array(z.string()),
  /** What was changed and what was removed because the original did not support it. */
  optimizationNotes: z.string(),
  optimizedContent: z.string(),
});
export type OptimizedResume = z.infer<typeof optimizedResumeSchema>;

export const optimizedResumeListResponseSchema = z.array(optimizedResumeSchema);

/** POST /api/optimize-resume body (optimizer screen); an empty description is omitted by the client. */
export const createOptimizedResumeRequestSchema = z.strictObject({
  resumeId: z.string().min(1, 'Please select a resume to optimize.'),
  targetJobTitle: jobTitle,
  jobDescription: jobDescription.optional(),
});
export type CreateOptimizedResumeRequest = z.infer<typeof createOptimizedResumeRequestSchema>;

export const createOptimizedResumeResponseSchema = z.object({ optimizedResume: optimizedResumeSchema });
export type CreateOptimizedResumeResponse = z.infer<typeof createOptimizedResumeResponseSchema>;

/** Download name of GET /api/optimized-resumes/{id}/download: non-alphanumerics become underscores. */
export function optimizedResumeFilename(targetJobTitle: string): string {
  return `${targetJobTitle.replace(/[^a-zA-Z0-9]/g, '_')}.docx`;
}
