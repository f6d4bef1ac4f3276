import type { Sequelize } from 'sequelize';
import { defineAiUsage } from './usage-model';
import { defineCoverLetter } from '../cover-letters/model';
import { defineOptimizedResume } from '../optimized-resumes/model';
import { defineCareerReport } from '../career/model';
import { defineOperationMetric } from '../metrics/model';
import { definePlatformSwitch } from '../mcp/switch-model';
import { definePlatformAnalysis } from '../mcp/analysis-model';

/** The tables of the AI writing features (migration 0003), registered in db/database.ts with one line. */
export function defineAiWritingModels(sequelize: Sequelize) {
  return {
    AiUsage: defineAiUsage(sequelize),
    CoverLetter: defineCoverLetter(sequelize),
    OptimizedResume: defineOptimizedResume(sequelize),
    CareerReport: defineCareerReport(sequelize),
    OperationMetric: defineOperationMetric(sequelize),
    PlatformSwitch: definePlatformSwitch(sequelize),
    PlatformAnalysis: definePlatformAnalysis(sequelize),
  };
}
