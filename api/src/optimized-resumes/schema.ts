import { z } from 'zod';

/** What the model answers for a tailoring request (the shape the no-fabrication check reads). */
export const tailoredResumeSchema = z.object({
  summary: z.string().describe('Professional summary rewritten for the target job, 2-4 sentences, facts from the resume only'),
  skills: z.array(z.string()).describe('Skills, the ones the job asks for first; each must be in the resume or the job description'),
  experience: z
    .array(
      z.object({
        title: z.string().describe('Job title exactly as in the resume'),
        company: z.string().describe('Employer exactly as in the resume'),
        location: z.string().describe('Location as in the resume, or empty'),
        start_date: z.string().describe('Start date as in the resume'),
        end_date: z.string().describe("End date as in the resume, or 'Present'"),
        bullets: z.array(z.string()).describe('Achievements and duties reworded for the job; numbers only as the resume states them'),
      }),
    )
    .describe('Every role of the resume, most recent first'),
  education: z.array(z.object({ degree: z.string(), school: z.string(), year: z.string() })).describe('Education exactly as in the resume'),
  certifications: z.array(z.string()).describe('Certifications exactly as in the resume'),
  changes: z.array(z.string()).describe('Short notes on what was changed for this job'),
});
export type TailoredResumeAnswer = z.infer<typeof tailoredResumeSchema>;
