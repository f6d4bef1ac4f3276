import type { AiUsageModel } from './usage-model';

export interface UsageDelta {
  requests?: number;
  promptTokens?: number;
  completionTokens?: number;
  readerRequests?: number;
}

export interface MonthUsage {
  month: string;
  aiRequests: number;
  readerRequests: number;
  promptTokens: number;
  completionTokens: number;
}

/** 'YYYY-MM' of a date in UTC. */
export const monthOf = (d: Date) => d.toISOString().slice(0, 7);

const COLUMNS = ['requests', 'prompt_tokens', 'completion_tokens', 'reader_requests'];

/** Per-user, per-month counters of AI and reader calls, kept with atomic increments (safe across replicas). */
export function createUsageService(AiUsage: AiUsageModel, now: () => Date = () => new Date()) {
  async function record(userId: string, delta: UsageDelta): Promise<void> {
    const n = (k: keyof UsageDelta) => Math.max(0, Math.round(delta[k] ?? 0));
    const values = [n('requests'), n('promptTokens'), n('completionTokens'), n('readerRequests')];
    if (values.every((v) => v === 0)) return;
    const at = now();
    const sequelize = AiUsage.sequelize!;
    // One atomic upsert: concurrent requests (and replicas) add up instead of overwriting each other.
    const conflict =
      sequelize.getDialect() === 'mysql'
        ? `ON DUPLICATE KEY UPDATE ${COLUMNS.map((c) => `${c} = ${c} + VALUES(${c})`).join(', ')}, updated_at = VALUES(updated_at)`
        : `ON CONFLICT(user_id, month) DO UPDATE SET ${COLUMNS.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}, updated_at = excluded.updated_at`;
    await sequelize.query(
      `INSERT INTO ai_usage (user_id, month, ${COLUMNS.join(', ')}, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ${conflict}`,
      { replacements: [userId, monthOf(at), ...values, at, at] },
    );
  }

  /** This month's counters of a user (zeros when nothing was used). */
  async function thisMonth(userId: string): Promise<MonthUsage> {
    const month = monthOf(now());
    const row = await AiUsage.findOne({ where: { userId, month } });
    return {
      month,
      aiRequests: Number(row?.requests ?? 0),
      readerRequests: Number(row?.readerRequests ?? 0),
      promptTokens: Number(row?.promptTokens ?? 0),
      completionTokens: Number(row?.completionTokens ?? 0),
    };
  }

  return {
    record,
    /** Counts one job-page reader (Jina) call; for the job-postings code. */
    recordReader: (userId: string) => record(userId, { readerRequests: 1 }),
    thisMonth,
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
