import { z } from 'zod';

/** POST /api/cover-letters/generate and /api/cover-letters/generate/stream body. */
export const generateCoverLetterRequestSchema = z.strictObject({
  resumeId: z.string().min(1, 'Resume ID not found'),
  jobPostingId: z.string().min(1, 'Job posting ID is required'),
});
export type GenerateCoverLetterRequest = z.infer<typeof generateCoverLetterRequestSchema>;

export const coverLetterSchema = z.object({
  id: z.string(),
  content: z.string(),
  wordCount: z.number().int().nonnegative(),
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

export const generateCoverLetterResponseSchema = z.object({ response: coverLetterSchema });
export type GenerateCoverLetterResponse = z.infer<typeof generateCoverLetterResponseSchema>;

/**
 * Server-Sent Events of the streaming form. Event names: 'delta' carries the next piece of
 * text, 'done' the stored letter (same shape as the JSON answer), 'error' a message and ends the stream.
 */
export const COVER_LETTER_STREAM_EVENTS = ['delta', 'done', 'error'] as const;
export const coverLetterDeltaEventSchema = z.object({ text: z.string() });
export const coverLetterDoneEventSchema = generateCoverLetterResponseSchema;
export const coverLetterErrorEventSchema = z.object({ message: z.string() });
