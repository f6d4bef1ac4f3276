import { QueryTypes, type Sequelize } from 'sequelize';
import type { IncrementResponse, Options, Store } from 'express-rate-limit';

/**
 * express-rate-limit counters in the database, so limits hold across replicas. One atomic
 * upsert per hit: the window restarts when its reset time has passed.
 */
export class DatabaseRateLimitStore implements Store {
  private windowMs = 60_000;
  readonly localKeys = false;
  readonly prefix: string;

  constructor(
    private readonly sequelize: Sequelize,
    prefix: string,
    private readonly now: () => number = Date.now,
  ) {
    this.prefix = `${prefix}:`;
  }

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const k = (this.prefix + key).slice(0, 255);
    const now = this.now();
    const resetAt = now + this.windowMs;
    // MySQL applies the SET list left to right, SQLite from the old row: both see the old
    // reset time when deciding, because hits is assigned before reset_at_ms.
    const upsert =
      this.sequelize.getDialect() === 'mysql'
        ? 'INSERT INTO rate_limits (`key`, hits, reset_at_ms) VALUES (:k, 1, :resetAt) ' +
          'ON DUPLICATE KEY UPDATE hits = IF(reset_at_ms <= :now, 1, hits + 1), reset_at_ms = IF(reset_at_ms <= :now, :resetAt, reset_at_ms)'
        : 'INSERT INTO rate_limits (key, hits, reset_at_ms) VALUES (:k, 1, :resetAt) ' +
          'ON CONFLICT(key) DO UPDATE SET hits = CASE WHEN reset_at_ms <= :now THEN 1 ELSE hits + 1 END, ' +
          'reset_at_ms = CASE WHEN reset_at_ms <= :now THEN :resetAt ELSE reset_at_ms END';
    await this.sequelize.query(upsert, { replacements: { k, now, resetAt } });
    const [row] = await this.sequelize.query<{ hits: number; reset_at_ms: number | string }>(
      `SELECT hits, reset_at_ms FROM rate_limits WHERE ${this.keyColumn()} = :k`,
      { replacements: { k }, type: QueryTypes.SELECT },
    );
    // Expired rows of other keys are dropped now and then, so the table stays small.
    if (Math.random() < 0.01) {
      await this.sequelize.query('DELETE FROM rate_limits WHERE reset_at_ms < :now', { replacements: { now } });
    }
    return { totalHits: Number(row?.hits ?? 1), resetTime: new Date(Number(row?.reset_at_ms ?? resetAt)) };
  }

  async decrement(key: string) {
    await this.sequelize.query('UPDATE rate_limits SET hits = hits - 1 WHERE ' + this.keyColumn() + ' = :k AND hits > 0', {
      replacements: { k: (this.prefix + key).slice(0, 255) },
    });
  }

  async resetKey(key: string) {
    await this.sequelize.query('DELETE FROM rate_limits WHERE ' + this.keyColumn() + ' = :k', {
      replacements: { k: (this.prefix + key).slice(0, 255) },
    });
  }

  private keyColumn() {
    return this.sequelize.getDialect() === 'mysql' ? '`key`' : 'key';
  }
}
