import {
  createOptimizedResumeResponseSchema,
  optimizedResumeListResponseSchema,
  optimizeForJobResponseSchema,
  type CreateOptimizedResumeRequest,
  type CreateOptimizedResumeResponse,
  type OptimizedResume,
  type OptimizeForJobRequest,
  type OptimizeForJobResponse,
} from '../contract/optimizer';
import type { ApiClient } from './api-client';

/** The main screen's optimize step (POST /api/resumes/optimize), run beside the letter. */
export const optimizeForJob = (client: ApiClient, body: OptimizeForJobRequest, signal?: AbortSignal): Promise<OptimizeForJobResponse> =>
  client.request('POST', '/api/resumes/optimize', { json: body, schema: optimizeForJobResponseSchema, signal });

export const listOptimizedResumes = (client: ApiClient): Promise<OptimizedResume[]> =>
  client.request('GET', '/api/optimized-resumes', { schema: optimizedResumeListResponseSchema });

/** The optimizer screen's create call (POST /api/optimize-resume). */
export const createOptimizedResume = (client: ApiClient, body: CreateOptimizedResumeRequest): Promise<CreateOptimizedResumeResponse> =>
  client.request('POST', '/api/optimize-resume', { json: body, schema: createOptimizedResumeResponseSchema });

export const deleteOptimizedResume = (client: ApiClient, id: string): Promise<void> =>
  client.request('DELETE', `/api/optimized-resumes/${encodeURIComponent(id)}`);

/** Address of the DOCX download; a browser navigation so the server's file name is kept. */
export const optimizedResumeDownloadUrl = (client: ApiClient, id: string) =>
  client.url(`/api/optimized-resumes/${encodeURIComponent(id)}/download`);
