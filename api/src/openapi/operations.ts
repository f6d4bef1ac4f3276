import { z } from 'zod';
import { authUserSchema } from '@common/contract/auth';
import {
  settingsSchema,
  settingsUpdateSchema,
  testConnectionRequestSchema,
  testConnectionResponseSchema,
} from '@common/contract/settings';
import {
  currentResumeResponseSchema,
  resumeListResponseSchema,
  resumeSchema,
  uploadResumeResponseSchema,
} from '@common/contract/resumes';
import { analyzeResumeResponseSchema, atsOptimizeResponseSchema, testParserResponseSchema } from '@common/contract/analysis';
import { extractJobPostingRequestSchema, extractJobPostingResponseSchema } from '@common/contract/job-postings';
import { jobMatchRequestSchema, jobMatchResponseSchema } from '@common/contract/job-match';
import { generateCoverLetterRequestSchema, generateCoverLetterResponseSchema } from '@common/contract/cover-letters';
import {
  createOptimizedResumeRequestSchema,
  createOptimizedResumeResponseSchema,
  optimizedResumeListResponseSchema,
  optimizeForJobRequestSchema,
  optimizeForJobResponseSchema,
} from '@common/contract/optimizer';
import { careerReportResponseSchema } from '@common/contract/career';
import {
  implementOptimizationRequestSchema,
  implementOptimizationResponseSchema,
  mcpAnalysisResponseSchema,
} from '@common/contract/mcp';

/**
 * Who may call an operation: 'public' anyone; 'session' a signed-in cookie (401 otherwise);
 * 'browser' a navigation whose answer is a redirect or a page, not JSON.
 */
export type Access = 'public' | 'session' | 'browser';

export type RequestBody =
  | { json: z.ZodType; name: string }
  | { multipart: { file: string; fields?: Record<string, string> } };

export interface SuccessResponse {
  status: number;
  description: string;
  /** JSON body schema and its component name. */
  json?: { schema: z.ZodType; name: string };
  /** Any other media type (HTML, DOCX, event stream), described in words. */
  media?: string;
}

export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI path template: /api/resumes/{id}. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: RequestBody;
  success: SuccessResponse;
  /** Error statuses beyond the ones every operation of its access level may answer. */
  errors: number[];
}

/** GET /api/usage answer; the counters are kept by api/src/ai/usage.ts. */
const usageResponseSchema = z.object({
  month: z.string().describe('YYYY-MM'),
  aiRequests: z.number().int().nonnegative(),
  readerRequests: z.number().int().nonnegative(),
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative(),
});
const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready') });
const jobPostingResponse = { schema: extractJobPostingResponseSchema, name: 'JobPostingResponse' };
const resumeFile = { file: 'resume' };
const json = (schema: z.ZodType, name: string) => ({ json: schema, name });

/**
 * Every /api operation: the source of the OpenAPI document and of the authorization
 * matrix test, so what is published and what is checked cannot drift apart.
 */
export const OPERATIONS: Operation[] = [
  // Operations
  { method: 'get', path: '/api/health', summary: 'The process answers', tag: 'operations', access: 'public', success: { status: 200, description: 'Up', json: { schema: healthSchema, name: 'Health' } }, errors: [] },
  { method: 'get', path: '/api/ready', summary: 'The process and its database answer', tag: 'operations', access: 'public', success: { status: 200, description: 'Ready', json: { schema: readySchema, name: 'Ready' } }, errors: [503] },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'operations', access: 'public', success: { status: 200, description: 'OpenAPI 3.1 document', media: 'application/json' }, errors: [] },
  { method: 'get', path: '/api/docs', summary: 'This document as a readable page', tag: 'operations', access: 'public', success: { status: 200, description: 'HTML page', media: 'text/html' }, errors: [] },

  // Sign-in
  { method: 'get', path: '/api/login', summary: 'Start OpenID Connect sign-in (browser navigation)', tag: 'auth', access: 'browser', success: { status: 302, description: "Redirect to the identity provider (or to / when already signed in)" }, errors: [429, 503] },
  { method: 'get', path: '/api/callback', summary: "The identity provider's redirect back; creates the session", tag: 'auth', access: 'browser', success: { status: 302, description: 'Redirect to /' }, errors: [400, 503] },
  { method: 'get', path: '/api/logout', summary: 'End the session (and the provider session where it has an end-session URL)', tag: 'auth', access: 'browser', success: { status: 302, description: 'Redirect to / or to the provider' }, errors: [] },
  { method: 'get', path: '/api/auth/user', summary: 'The signed-in user', tag: 'auth', access: 'session', success: { status: 200, description: 'The user', json: { schema: authUserSchema, name: 'AuthUser' } }, errors: [] },

  // Settings
  { method: 'get', path: '/api/settings', summary: 'Settings, keys masked as ***', tag: 'settings', access: 'session', success: { status: 200, description: 'Settings', json: { schema: settingsSchema, name: 'Settings' } }, errors: [] },
  { method: 'put', path: '/api/settings', summary: 'Save settings; omitted or *** keys are kept', tag: 'settings', access: 'session', body: json(settingsUpdateSchema, 'SettingsUpdate'), success: { status: 200, description: 'Saved settings', json: { schema: settingsSchema, name: 'Settings' } }, errors: [400] },
  { method: 'post', path: '/api/test-connection', summary: 'Check an AI-provider or reader key', tag: 'settings', access: 'session', body: json(testConnectionRequestSchema, 'TestConnectionRequest'), success: { status: 200, description: 'Whether the key works', json: { schema: testConnectionResponseSchema, name: 'TestConnectionResponse' } }, errors: [400] },
  { method: 'get', path: '/api/usage', summary: "This month's AI and reader counters", tag: 'settings', access: 'session', success: { status: 200, description: 'Counters', json: { schema: usageResponseSchema, name: 'Usage' } }, errors: [] },

  // Resumes
  { method: 'post', path: '/api/resumes', summary: 'Upload a resume (PDF, DOCX, DOC, TXT; 10 MB); it becomes the current one', tag: 'resumes', access: 'session', body: { multipart: resumeFile }, success: { status: 201, description: 'Stored resume', json: { schema: uploadResumeResponseSchema, name: 'UploadResumeResponse' } }, errors: [400, 413, 415, 422] },
  { method: 'get', path: '/api/resumes/current', summary: 'The current resume, or null', tag: 'resumes', access: 'session', success: { status: 200, description: 'Current resume', json: { schema: currentResumeResponseSchema, name: 'CurrentResume' } }, errors: [] },
  { method: 'get', path: '/api/resumes', summary: 'All resumes, newest first', tag: 'resumes', access: 'session', success: { status: 200, description: 'Resumes', json: { schema: resumeListResponseSchema, name: 'ResumeList' } }, errors: [] },
  { method: 'get', path: '/api/resumes/{id}', summary: 'One resume', tag: 'resumes', access: 'session', success: { status: 200, description: 'Resume', json: { schema: resumeSchema, name: 'Resume' } }, errors: [404] },
  { method: 'delete', path: '/api/resumes/{id}', summary: 'Delete a resume', tag: 'resumes', access: 'session', success: { status: 204, description: 'Deleted' }, errors: [404] },

  // Resume analysis
  { method: 'post', path: '/api/analyze-resume', summary: 'ATS score, grade and parsed data of a resume file (open to anonymous visitors, rate limited)', tag: 'analysis', access: 'public', body: { multipart: { file: 'resume', fields: { targetRole: 'optional role to match keywords against', jobDescription: 'optional job description to match keywords against' } } }, success: { status: 200, description: 'Analysis', json: { schema: analyzeResumeResponseSchema, name: 'AnalyzeResumeResponse' } }, errors: [400, 413, 415, 429] },
  { method: 'post', path: '/api/test-parser', summary: "The parser's reading of a resume file", tag: 'analysis', access: 'session', body: { multipart: resumeFile }, success: { status: 200, description: 'Parser result', json: { schema: testParserResponseSchema, name: 'TestParserResponse' } }, errors: [400, 413, 415, 422] },
  { method: 'post', path: '/api/optimize-resume-ats', summary: 'Rewrite a resume file for a higher ATS score (AI)', tag: 'analysis', access: 'session', body: { multipart: { file: 'resume', fields: { targetRole: 'the role to optimize for' } } }, success: { status: 200, description: 'Optimized text and scores', json: { schema: atsOptimizeResponseSchema, name: 'AtsOptimizeResponse' } }, errors: [400, 413, 415, 422, 429, 502] },

  // Job postings
  { method: 'post', path: '/api/job-postings/extract', summary: 'Read a job posting from its address (or the page HTML sent along)', tag: 'job-postings', access: 'session', body: json(extractJobPostingRequestSchema, 'ExtractJobPostingRequest'), success: { status: 200, description: 'Stored posting', json: jobPostingResponse }, errors: [400, 422, 502] },
  { method: 'get', path: '/api/job-postings/{id}', summary: 'One stored posting', tag: 'job-postings', access: 'session', success: { status: 200, description: 'Posting', json: jobPostingResponse }, errors: [404] },
  { method: 'post', path: '/api/job-match', summary: 'Keyword match and ATS score of the current resume against a posting', tag: 'job-postings', access: 'session', body: json(jobMatchRequestSchema, 'JobMatchRequest'), success: { status: 200, description: 'Match', json: { schema: jobMatchResponseSchema, name: 'JobMatchResponse' } }, errors: [400, 404, 422] },

  // Cover letters
  { method: 'post', path: '/api/cover-letters/generate', summary: 'Write a cover letter for a resume and a posting (AI)', tag: 'cover-letters', access: 'session', body: json(generateCoverLetterRequestSchema, 'GenerateCoverLetterRequest'), success: { status: 200, description: 'Stored letter', json: { schema: generateCoverLetterResponseSchema, name: 'GenerateCoverLetterResponse' } }, errors: [400, 404, 429, 502] },
  { method: 'post', path: '/api/cover-letters/generate/stream', summary: "Same as /generate, the letter streamed as Server-Sent Events ('delta' {text}, 'done' {response}, 'error' {message})", tag: 'cover-letters', access: 'session', body: json(generateCoverLetterRequestSchema, 'GenerateCoverLetterRequest'), success: { status: 200, description: 'Event stream', media: 'text/event-stream' }, errors: [400, 404, 429] },

  // Optimizer
  { method: 'post', path: '/api/resumes/optimize', summary: 'Tailor a resume to a job (main screen, beside the letter; AI)', tag: 'optimizer', access: 'session', body: json(optimizeForJobRequestSchema, 'OptimizeForJobRequest'), success: { status: 200, description: 'Tailored text', json: { schema: optimizeForJobResponseSchema, name: 'OptimizeForJobResponse' } }, errors: [400, 404, 429, 502] },
  { method: 'get', path: '/api/optimized-resumes', summary: 'Optimized resumes, newest first', tag: 'optimizer', access: 'session', success: { status: 200, description: 'Optimized resumes', json: { schema: optimizedResumeListResponseSchema, name: 'OptimizedResumeList' } }, errors: [] },
  { method: 'post', path: '/api/optimize-resume', summary: 'Create an optimized resume for a job title (AI)', tag: 'optimizer', access: 'session', body: json(createOptimizedResumeRequestSchema, 'CreateOptimizedResumeRequest'), success: { status: 200, description: 'Stored optimized resume', json: { schema: createOptimizedResumeResponseSchema, name: 'CreateOptimizedResumeResponse' } }, errors: [400, 404, 429, 502] },
  { method: 'delete', path: '/api/optimized-resumes/{id}', summary: 'Delete an optimized resume', tag: 'optimizer', access: 'session', success: { status: 204, description: 'Deleted' }, errors: [404] },
  { method: 'get', path: '/api/optimized-resumes/{id}/download', summary: 'An optimized resume as DOCX, named from the job title', tag: 'optimizer', access: 'session', success: { status: 200, description: 'Word document', media: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, errors: [404] },

  // Career and platform
  { method: 'post', path: '/api/career-intelligence/analyze', summary: 'Career report of a resume file, optionally for a target role (AI)', tag: 'career', access: 'session', body: { multipart: { file: 'resume', fields: { targetRole: 'optional target role' } } }, success: { status: 200, description: 'Report', json: { schema: careerReportResponseSchema, name: 'CareerReportResponse' } }, errors: [400, 413, 415, 422, 429, 502] },
  { method: 'post', path: '/api/mcp/analyze-platform', summary: 'Run the platform analysis from the operation metrics', tag: 'platform', access: 'session', success: { status: 200, description: 'Analysis', json: { schema: mcpAnalysisResponseSchema, name: 'McpAnalysisResponse' } }, errors: [429, 502] },
  { method: 'get', path: '/api/mcp/analyze-platform', summary: 'The latest platform analysis (analysis is null before the first run)', tag: 'platform', access: 'session', success: { status: 200, description: 'Analysis', json: { schema: mcpAnalysisResponseSchema, name: 'McpAnalysisResponse' } }, errors: [] },
  { method: 'post', path: '/api/mcp/implement-optimization', summary: 'Turn on one optimization of the analysis', tag: 'platform', access: 'session', body: json(implementOptimizationRequestSchema, 'ImplementOptimizationRequest'), success: { status: 200, description: 'Result', json: { schema: implementOptimizationResponseSchema, name: 'ImplementOptimizationResponse' } }, errors: [400, 404] },
];
