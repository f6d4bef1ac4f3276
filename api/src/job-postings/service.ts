import { createHash, randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import type { JobPosting } from '@common/contract/job-postings';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { NotFound } from '../http/errors';
import type { SettingsService } from '../settings/service';
import type { JobPageResult } from '../engines/job-page/types';
import { createSafeFetcher, type FetchPage } from './safe-fetch';
import { extractJobPosting, type ExtractDeps } from './extract';
import { normalizeJobUrl } from './normalize-job-url';
import type { JobPostingRecord } from './model';
import type { Platform } from '../ai/writing';

/** How long a stored posting answers for the same address before it is read again. */
export const CACHE_MS = 24 * 60 * 60 * 1000;

const clip = (s: string | null, max: number) => (s && s.length > max ? `${s.slice(0, max - 1)}…` : s);

export interface JobPostingServiceOptions {
  /** Test override of the fetcher and board API origins. */
  fetchPage?: FetchPage;
  boardApiBase?: ExtractDeps['boardApiBase'];
  now?: () => number;
}

export function createJobPostingService(
  config: Config,
  db: Database,
  settings: SettingsService,
  platform: Pick<Platform, 'metrics' | 'switches' | 'usage'>,
  opts: JobPostingServiceOptions = {},
) {
  const { JobPosting } = db.models;
  const fetchPage = opts.fetchPage ?? createSafeFetcher({ allowHosts: config.fetchAllowHosts });
  const now = opts.now ?? Date.now;

  const present = (row: JobPostingRecord): JobPosting => ({
    id: row.id,
    title: row.title ?? '',
    company: row.company,
    description: row.description,
    location: row.location,
    salary: row.salary,
    employmentType: row.employmentType,
    url: row.url,
    source: row.source,
    warnings: JSON.parse(row.warnings) as string[],
  });

  const hashOf = (url: string) => createHash('sha256').update(normalizeJobUrl(url)).digest('hex');

  /**
   * The posting at an address for this user: the one stored in the last 24 h unless a refresh
   * is asked for (or the page sent now can improve a weak stored reading), else a new extraction.
   */
  async function extract(userId: string, input: { url: string; html?: string; refresh?: boolean }): Promise<JobPosting> {
    const urlHash = hashOf(input.url);
    if (!input.refresh) {
      // With the 'reuse-job-postings' platform optimization on, a stored posting answers whatever its age.
      const keepForever = await platform.switches.isOn('reuse-job-postings');
      const cached = await JobPosting.findOne({
        where: { userId, urlHash, ...(keepForever ? {} : { createdAt: { [Op.gte]: new Date(now() - CACHE_MS) } }) },
        order: [['createdAt', 'DESC']],
      });
      const improvable = cached && input.html && JSON.parse(cached.warnings).length > 0;
      if (cached && !improvable) return present(cached);
    }
    const { jinaApiKey } = await settings.effective(userId);
    const result: JobPageResult = await platform.metrics.time('job_extraction', userId, () =>
      extractJobPosting({ url: input.url, html: input.html }, { fetchPage, jinaApiKey, jinaBaseUrl: config.jinaBaseUrl, boardApiBase: opts.boardApiBase }),
    );
    // The reader is a paid service on the user's key: it shows in their monthly usage.
    if (result.source === 'jina') await platform.usage.recordReader(userId);
    const row = await JobPosting.create({
      id: randomUUID(),
      userId,
      url: clip(result.url || input.url, 2048)!,
      urlHash,
      title: clip(result.title, 500),
      company: clip(result.company, 300),
      description: result.description,
      location: clip(result.location, 500),
      salary: clip(result.salary, 300),
      employmentType: clip(result.employmentType, 100),
      source: clip(result.source, 50)!,
      warnings: JSON.stringify(result.warnings),
    });
    return present(row);
  }

  /** One of the user's postings; another user's id is not found. */
  async function get(userId: string, id: string): Promise<JobPosting> {
    const row = await JobPosting.findOne({ where: { id, userId } });
    if (!row) throw NotFound('Job posting not found');
    return present(row);
  }

  return { extract, get };
}

export type JobPostingService = ReturnType<typeof createJobPostingService>;
