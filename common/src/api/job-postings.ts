import {
  extractJobPostingResponseSchema,
  type ExtractJobPostingRequest,
  type ExtractJobPostingResponse,
} from '../contract/job-postings';
import type { ApiClient } from './api-client';

export const extractJobPosting = (
  client: ApiClient,
  body: ExtractJobPostingRequest,
  signal?: AbortSignal,
): Promise<ExtractJobPostingResponse> =>
  client.request('POST', '/api/job-postings/extract', { json: body, schema: extractJobPostingResponseSchema, signal });
