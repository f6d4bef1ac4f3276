import { DEFAULT_SETTINGS, type Settings } from '@common/contract/settings';

const DAY = 86_400_000;

/** Auto-delete removes generated content this old (SPEC section 9: after 24h). */
export const AUTO_DELETE_MS = DAY;

/** How long each data-retention option keeps a user's data; null keeps it. */
export const RETENTION_MS: Record<Settings['dataRetention'], number | null> = {
  '30 days': 30 * DAY,
  '90 days': 90 * DAY,
  '1 year': 365 * DAY,
  never: null,
};

/** Operation metrics carry no user content; they are kept this long for the platform analysis. */
export const METRICS_RETENTION_DAYS = 90;

/** Tables of generated content (auto-delete) and of all user data (data retention). */
export const GENERATED_TABLES = ['cover_letters', 'optimized_resumes', 'career_reports', 'platform_analyses'] as const;
export const USER_DATA_TABLES = [...GENERATED_TABLES, 'job_postings', 'resumes'] as const;

/** A user without a settings row has the defaults, and the default retention applies to them too. */
export const retentionOf = (value: string | null | undefined) => RETENTION_MS[(value ?? DEFAULT_SETTINGS.dataRetention) as Settings['dataRetention']] ?? null;
