import { QueryTypes, type Sequelize } from 'sequelize';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics/recorder';
import { AUTO_DELETE_MS, GENERATED_TABLES, METRICS_RETENTION_DAYS, retentionOf, USER_DATA_TABLES } from './policy';

export interface SweepReport {
  /** Rows deleted per table. */
  deleted: Record<string, number>;
}

/** IN lists stay well under every database's parameter limit. */
const CHUNK = 500;

const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

async function deleteOlder(sequelize: Sequelize, table: string, userIds: string[], before: Date): Promise<number> {
  let n = 0;
  // The current resume is what every feature works from ("upload once"): retention never takes it.
  const keep = table === 'resumes' ? ' AND is_current = :no' : '';
  for (const ids of chunks(userIds)) {
    // BULKDELETE makes both dialects answer the number of deleted rows.
    const count: unknown = await sequelize.query(`DELETE FROM ${table} WHERE user_id IN (:ids) AND created_at < :before${keep}`, {
      replacements: { ids, before, no: false },
      type: QueryTypes.BULKDELETE,
    });
    n += Number(count) || 0;
  }
  return n;
}

/**
 * The retention sweep: auto-delete removes generated content older than 24 h for users who
 * turned it on; data retention removes every user's data older than their setting (30 days
 * by default, never = keep), except the current resume. Idempotent, so every replica may run it.
 */
export function createRetentionSweep({ db, metrics, logger, now = () => new Date() }: { db: Database; metrics: Pick<Metrics, 'prune'>; logger?: Logger; now?: () => Date }) {
  const { sequelize } = db;

  async function runOnce(): Promise<SweepReport> {
    const at = now().getTime();
    const deleted: Record<string, number> = {};
    const add = (table: string, n: number) => (deleted[table] = (deleted[table] ?? 0) + n);
    const users = await sequelize.query<{ id: string; data_retention: string | null; auto_delete: unknown }>(
      'SELECT u.id AS id, s.data_retention AS data_retention, s.auto_delete AS auto_delete FROM users u LEFT JOIN settings s ON s.user_id = u.id',
      { type: QueryTypes.SELECT },
    );

    const autoDelete = users.filter((u) => Boolean(Number(u.auto_delete))).map((u) => u.id);
    for (const table of GENERATED_TABLES) add(table, await deleteOlder(sequelize, table, autoDelete, new Date(at - AUTO_DELETE_MS)));

    const byWindow = new Map<number, string[]>();
    for (const u of users) {
      const ms = retentionOf(u.data_retention);
      if (ms !== null) byWindow.set(ms, [...(byWindow.get(ms) ?? []), u.id]);
    }
    for (const [ms, ids] of byWindow) {
      const before = new Date(at - ms);
      for (const table of USER_DATA_TABLES) add(table, await deleteOlder(sequelize, table, ids, before));
    }

    add('operation_metrics', await metrics.prune(METRICS_RETENTION_DAYS));
    return { deleted };
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  /** Runs the sweep every `minutes` (the first run one minute after start); failures are logged, never thrown. */
  function start(minutes: number) {
    const tick = () => {
      if (running) return;
      running = runOnce()
        .then((r) => logger?.info({ sweep: r }, 'retention sweep'))
        .catch((err) => logger?.error({ err }, 'retention sweep failed'))
        .finally(() => (running = null));
    };
    const first = setTimeout(() => {
      tick();
      timer = setInterval(tick, minutes * 60_000);
      timer.unref();
    }, Math.min(60_000, minutes * 60_000));
    first.unref();
    timer = first;
  }

  /** Stops the schedule and waits for a running sweep to finish. */
  async function stop() {
    if (timer) clearTimeout(timer);
    timer = null;
    await running;
  }

  return { runOnce, start, stop };
}
