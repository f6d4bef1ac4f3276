import express from 'express';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { Sealer } from '../security/sealer';
import type { SettingsService } from '../settings/service';
import type { ResumeService } from '../resumes/service';
import type { JobPostingService } from '../job-postings/service';
import { createMetrics } from '../metrics/recorder';
import { createBackground } from '../metrics/background';
import { createSwitches } from '../mcp/switches';
import { createUsageService, type UsageDelta } from './usage';
import { usageRouter } from './usage-router';
import { createAi } from './client';
import { createCoverLetterService } from '../cover-letters/service';
import { coverLettersRouter } from '../cover-letters/router';
import { createOptimizerService } from '../optimized-resumes/service';
import { optimizedResumesRouter } from '../optimized-resumes/router';
import { createAtsRewrite } from '../optimized-resumes/ats-rewrite';
import { createCareerService } from '../career/service';
import { careerRouter } from '../career/router';
import { createPlatformAnalysisService } from '../mcp/service';
import { mcpRouter } from '../mcp/router';
import { createRetentionSweep } from '../retention/sweep';

/**
 * What other features use from the AI-writing side, created before them:
 * - metrics.time(process, userId, fn) records an operation (count, ok, duration);
 * - switches.isOn(name) tells whether a platform optimization is turned on;
 * - usage.recordReader(userId) counts a job-page reader call for the monthly usage.
 */
export function createPlatform(db: Database, { logger, now = () => new Date() }: { logger?: Logger; now?: () => Date } = {}) {
  // Bookkeeping must never fail a request; a lost counter is only worth a log line.
  const background = createBackground((err) => logger?.error({ err }, 'bookkeeping write failed'), {
    inline: db.sequelize.getDialect() === 'sqlite',
  });
  return {
    metrics: createMetrics(db.models.OperationMetric, now, background),
    switches: createSwitches(db.models.PlatformSwitch),
    usage: createUsageService(db.models.AiUsage, now),
    /** Pending usage and metric writes; flush() waits for them. */
    background,
  };
}
export type Platform = ReturnType<typeof createPlatform>;

export interface AiWritingDeps {
  config: Config;
  db: Database;
  sealer: Sealer;
  settings: SettingsService;
  resumes: ResumeService;
  jobPostings: Pick<JobPostingService, 'get'>;
  platform: Platform;
  logger: Logger;
}

/** The AI writing features (issue 5): their routes under /api and the retention sweep (every SWEEP_INTERVAL_MINUTES). */
export function createAiWriting({ config, db, sealer, settings, resumes, jobPostings, platform, logger }: AiWritingDeps) {
  const timeoutMs = config.aiTimeoutMs;
  const usage = { record: async (userId: string, delta: UsageDelta) => platform.background.run(platform.usage.record(userId, delta)) };
  const ai = createAi({ settings, usage, defaults: { baseURL: config.openaiBaseUrl, model: config.openaiModel }, timeoutMs });
  const letters = createCoverLetterService({ db, sealer, settings, resumes, jobPostings, ai, metrics: platform.metrics });
  const optimizer = createOptimizerService({ db, sealer, settings, resumes, ai, metrics: platform.metrics, switches: platform.switches });
  const career = createCareerService({ db, sealer, settings, ai, metrics: platform.metrics, switches: platform.switches });
  const platformAnalysis = createPlatformAnalysisService({ db, ai, metrics: platform.metrics, switches: platform.switches });

  const router = express.Router();
  router.use(usageRouter(platform.usage));
  router.use(coverLettersRouter(letters));
  router.use(optimizedResumesRouter(optimizer, createAtsRewrite({ ai, metrics: platform.metrics })));
  router.use(careerRouter(career));
  router.use(mcpRouter(platformAnalysis));

  const sweep = createRetentionSweep({ db, metrics: platform.metrics, logger });
  sweep.start(config.sweepIntervalMinutes);

  return {
    router,
    ai,
    sweep,
    /** Stops the retention schedule and waits for a sweep and bookkeeping writes in progress. */
    async close() {
      await sweep.stop();
      await platform.background.flush();
    },
  };
}
