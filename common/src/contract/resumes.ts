import { z } from 'zod';

/** Upload limit stated in the interface and enforced by the server (413 above it). */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

/**
 * A stored resume. Both views of SPEC section 3 are served by one shape:
 * the settings view reads uploadDate and fileSize, the optimizer view uploadedAt.
 */
export const resumeSchema = z.object({
  id: z.string(),
  filename: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  uploadDate: z.string(),
  uploadedAt: z.string(),
  isCurrent: z.boolean(),
  content: z.string(),
  /** The parser's result (SPEC section 3 parsed_data) when the text could be parsed. */
  parsedData: z.unknown().nullable(),
});
export type Resume = z.infer<typeof resumeSchema>;

export const uploadResumeResponseSchema = z.object({ resume: resumeSchema });
export const currentResumeResponseSchema = resumeSchema.nullable();
export const resumeListResponseSchema = z.array(resumeSchema);
