import { careerReportResponseSchema, type CareerReportResponse } from '../contract/career';
import type { ApiClient } from './api-client';
import { fileForm, uploadForm } from './upload';

/** Career report from a resume file and an optional target role (left out when empty). */
export const analyzeCareer = (
  client: ApiClient,
  file: File,
  targetRole: string | undefined,
  onProgress?: (fraction: number) => void,
): Promise<CareerReportResponse> =>
  uploadForm(client, '/api/career-intelligence/analyze', fileForm('resume', file, { targetRole: targetRole?.trim() }), {
    schema: careerReportResponseSchema,
    onProgress,
  });
