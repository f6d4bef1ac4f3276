import {
  currentResumeResponseSchema,
  resumeListResponseSchema,
  uploadResumeResponseSchema,
  type Resume,
} from '../contract/resumes';
import type { ApiClient } from './api-client';
import { fileForm, uploadForm } from './upload';

export const getCurrentResume = (client: ApiClient): Promise<Resume | null> =>
  client.request('GET', '/api/resumes/current', { schema: currentResumeResponseSchema });

export const listResumes = (client: ApiClient): Promise<Resume[]> =>
  client.request('GET', '/api/resumes', { schema: resumeListResponseSchema });

/** Uploads a resume (multipart field 'resume'); it becomes the current one. */
export const uploadResume = (client: ApiClient, file: File, onProgress?: (fraction: number) => void) =>
  uploadForm(client, '/api/resumes', fileForm('resume', file), { schema: uploadResumeResponseSchema, onProgress });

export const deleteResume = (client: ApiClient, id: string): Promise<void> =>
  client.request('DELETE', `/api/resumes/${encodeURIComponent(id)}`);
