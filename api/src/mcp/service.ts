import type { McpAnalysis, McpAnalysisResponse, ImplementOptimizationResponse } from '@common/contract/mcp';
import type { Ai } from '../ai/client';
import { MISSING_KEY_MESSAGE } from '../ai/client';
import type { Database } from '../db/database';
import { HttpError, NotFound } from '../http/errors';
import type { Metrics } from '../metrics/recorder';
import { CATALOGUE, findOptimization } from './catalogue';
import { opportunities, plainNarrative } from './analysis';
import { narrativeSchema, type Narrative } from './narrative-schema';
import type { Switches } from './switches';

export interface PlatformAnalysisDeps {
  db: Database;
  ai: Ai;
  metrics: Pick<Metrics, 'summary'>;
  switches: Pick<Switches, 'set' | 'enabled'>;
}

/**
 * The platform analysis of /mcp-dashboard: figures from the recorded operation metrics,
 * opportunities from the catalogue of real switches, narrative from the model when the user
 * has a key (plain statements of the figures otherwise).
 */
export function createPlatformAnalysisService({ db, ai, metrics, switches }: PlatformAnalysisDeps) {
  const { PlatformAnalysis } = db.models;

  const implemented = async () => {
    const on = await switches.enabled();
    return CATALOGUE.filter((o) => on.includes(o.switch)).map((o) => o.process);
  };

  async function narrate(userId: string, facts: unknown, fallback: Narrative, signal?: AbortSignal): Promise<Narrative> {
    let session;
    try {
      session = await ai.forUser(userId);
    } catch (err) {
      if (err instanceof HttpError && err.message === MISSING_KEY_MESSAGE) return fallback;
      throw err;
    }
    return session.structured({
      name: 'platform_narrative',
      schema: narrativeSchema,
      signal,
      temperature: 0.3,
      messages: [
        {
          role: 'system',
          content:
            'You write the summary of an internal platform analysis for a job-application app. Use only the measured figures and the listed optimizations given to you; do not invent numbers, processes or features. Be concise.',
        },
        { role: 'user', content: JSON.stringify(facts) },
      ],
    });
  }

  async function run(userId: string, signal?: AbortSignal): Promise<McpAnalysisResponse> {
    const [stats, enabled] = await Promise.all([metrics.summary(30), switches.enabled()]);
    const plan = opportunities(stats, enabled);
    const narrative = await narrate(
      userId,
      { metrics_last_30_days: stats, switches_on: enabled, optimization_opportunities: plan.optimization_opportunities },
      plainNarrative(stats, plan.optimization_opportunities.length),
      signal,
    );
    const analysis: McpAnalysis = {
      competitive_analysis: {
        current_position: narrative.current_position,
        post_optimization_position: narrative.post_optimization_position,
        market_differentiation: narrative.market_differentiation,
      },
      ...plan,
      strategic_recommendations: narrative.strategic_recommendations,
    };
    await PlatformAnalysis.upsert({ userId, analysis: JSON.stringify(analysis) });
    return { analysis, implemented: await implemented() };
  }

  /** The user's last analysis (null before the first run). */
  async function latest(userId: string): Promise<McpAnalysisResponse> {
    const row = await PlatformAnalysis.findByPk(userId);
    return { analysis: row ? (JSON.parse(row.analysis) as McpAnalysis) : null, implemented: await implemented() };
  }

  /** Turns on the switch of a process's optimization; it takes effect on every replica within seconds. */
  async function implement(userId: string, processName: string): Promise<ImplementOptimizationResponse> {
    const o = findOptimization(processName);
    if (!o) throw NotFound(`No optimization is available for '${processName}'`);
    await switches.set(o.switch, true, userId);
    return { success: true, message: `Turned on '${o.switch}': ${o.approach}` };
  }

  return { run, latest, implement };
}

export type PlatformAnalysisService = ReturnType<typeof createPlatformAnalysisService>;
