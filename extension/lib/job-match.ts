import type { ApiClient } from '@common/api/api-client';
import { jobMatchResponseSchema, type JobMatchResponse } from '@common/contract/job-match';
import { pageHtmlFor } from './page-html';
import type { TargetTab } from './target-tab';

/**
 * The ATS check of the current resume against the job in a tab: POST /api/job-match with the
 * tab's address and, when it can be read, its page (so sign-in-walled boards work).
 */
export async function matchTab(client: ApiClient, tab: TargetTab, signal?: AbortSignal): Promise<JobMatchResponse> {
  const html = await pageHtmlFor(tab, tab.url);
  return client.request('POST', '/api/job-match', { json: { url: tab.url, ...(html ? { html } : {}) }, schema: jobMatchResponseSchema, signal });
}
