import {
  analyzeResumeResponseSchema,
  atsOptimizeResponseSchema,
  testParserResponseSchema,
  type AnalyzeResumeResponse,
  type AtsOptimizeResponse,
  type TestParserResponse,
} from '../contract/analysis';
import type { ApiClient } from './api-client';
import { fileForm, uploadForm } from './upload';

type Progress = (fraction: number) => void;

/** ATS analysis of a file (multipart field 'resume'); open to anonymous visitors. */
export const analyzeResume = (client: ApiClient, file: File, onProgress?: Progress): Promise<AnalyzeResumeResponse> =>
  uploadForm(client, '/api/analyze-resume', fileForm('resume', file), { schema: analyzeResumeResponseSchema, onProgress });

export const testParser = (client: ApiClient, file: File, onProgress?: Progress): Promise<TestParserResponse> =>
  uploadForm(client, '/api/test-parser', fileForm('resume', file), { schema: testParserResponseSchema, onProgress });

export const optimizeResumeAts = (client: ApiClient, file: File, targetRole: string, onProgress?: Progress): Promise<AtsOptimizeResponse> =>
  uploadForm(client, '/api/optimize-resume-ats', fileForm('resume', file, { targetRole }), { schema: atsOptimizeResponseSchema, onProgress });
