import { Op } from 'sequelize';
import { HttpError } from '../http/errors';
import type { Background } from './background';
import type { OperationMetricModel } from './model';
import { percentile } from './percentile';
import { PROCESSES, type ProcessName } from './processes';

export interface ProcessStats {
  process: ProcessName;
  count: number;
  /** 0..1 over operations that ran (user errors such as a missing key are not counted). */
  successRate: number;
  p50Ms: number;
  p95Ms: number;
}

/** Durations read per process for the percentiles: recent operations are what matter. */
const SAMPLE = 5000;

/** A user's mistake (4xx) is not an operation of the platform; a 5xx or an unknown error is a failure. */
const counts = (err: unknown) => !(err instanceof HttpError && err.status < 500);

/**
 * Records every operation of a process (ok, duration) in the database, so every replica's
 * operations count, and summarises them for the platform analysis.
 */
export function createMetrics(OperationMetric: OperationMetricModel, now: () => Date = () => new Date(), background?: Background) {
  async function record(process: ProcessName, userId: string | null, ok: boolean, durationMs: number) {
    try {
      await OperationMetric.create({ process, userId, ok, durationMs: Math.round(durationMs), createdAt: now() });
    } catch {
      // Metrics never fail the operation they measure.
    }
  }

  const later = (p: Promise<void>): Promise<void> => (background ? background.run(p) : p);

  /** Runs fn and records its outcome and duration under `process` (in the background when one is given). */
  async function time<T>(process: ProcessName, userId: string | null, fn: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await fn();
      await later(record(process, userId, true, performance.now() - started));
      return result;
    } catch (err) {
      if (counts(err)) await later(record(process, userId, false, performance.now() - started));
      throw err;
    }
  }

  /** Count, success rate and p50/p95 per process over the last `days` days. */
  async function summary(days = 30): Promise<ProcessStats[]> {
    const since = new Date(now().getTime() - days * 86_400_000);
    const out: ProcessStats[] = [];
    for (const process of Object.keys(PROCESSES) as ProcessName[]) {
      const where = { process, createdAt: { [Op.gte]: since } };
      const [count, okCount, rows] = await Promise.all([
        OperationMetric.count({ where }),
        OperationMetric.count({ where: { ...where, ok: true } }),
        OperationMetric.findAll({ where, attributes: ['durationMs'], order: [['createdAt', 'DESC']], limit: SAMPLE, raw: true }),
      ]);
      const durations = rows.map((r) => Number(r.durationMs));
      out.push({
        process,
        count,
        successRate: count ? okCount / count : 1,
        p50Ms: percentile(durations, 50),
        p95Ms: percentile(durations, 95),
      });
    }
    return out;
  }

  /** Deletes operations older than `days` days (the retention sweep calls it). */
  async function prune(days: number): Promise<number> {
    return OperationMetric.destroy({ where: { createdAt: { [Op.lt]: new Date(now().getTime() - days * 86_400_000) } } });
  }

  return { time, record, summary, prune };
}

export type Metrics = ReturnType<typeof createMetrics>;
