import session from 'express-session';
import type { Sequelize } from 'sequelize';
import type { Reader } from '../db/reader';

export interface SessionStoreOptions {
  /** Lifetime of a session whose cookie carries no expiry. */
  ttlMs: number;
  /** How often an unchanged session's expiry is written back (a write per read otherwise). */
  touchEveryMs: number;
  /** How often expired rows are deleted; 0 turns the sweep off. */
  sweepEveryMs: number;
}

const TOUCHES_REMEMBERED = 50_000;

type Callback = (err?: unknown) => void;

/**
 * express-session's store over the `sessions` table, so any API process serves any request.
 * One indexed statement per call: every signed-in request loads its session, so the load
 * goes through the database's reader (db/reader.ts); a model lookup would cost twice the
 * CPU of the plain statement (`npm run bench -- load`). An expired row is never answered,
 * whether or not the sweep has removed it yet.
 */
export class DatabaseSessionStore extends session.Store {
  private readonly lastTouch = new Map<string, number>();
  private readonly sweepTimer: NodeJS.Timeout | null;
  private readonly upsertSql: string;
  /** A UTC time as Sequelize writes DATE columns for this dialect, without its per-call moment formatting. */
  private readonly sqlTime: (at: Date) => string;

  private readonly sequelize: Sequelize;
  private readonly read: Reader;

  constructor(
    db: { sequelize: Sequelize; read: Reader },
    private readonly options: SessionStoreOptions,
  ) {
    super();
    this.sequelize = db.sequelize;
    this.read = db.read;
    const sqlite = db.sequelize.getDialect() === 'sqlite';
    this.sqlTime = (at) => at.toISOString().replace('T', ' ').slice(0, 23) + (sqlite ? ' +00:00' : '');
    this.upsertSql =
      'INSERT INTO sessions (sid, expires, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?) ' +
      (sqlite
        ? 'ON CONFLICT (sid) DO UPDATE SET expires = excluded.expires, data = excluded.data, updated_at = excluded.updated_at'
        : 'ON DUPLICATE KEY UPDATE expires = VALUES(expires), data = VALUES(data), updated_at = VALUES(updated_at)');
    this.sweepTimer = options.sweepEveryMs > 0 ? setInterval(() => void this.sweep().catch(() => {}), options.sweepEveryMs) : null;
    this.sweepTimer?.unref();
  }

  private expiresOf(sess: session.SessionData): string {
    const at = sess.cookie?.expires;
    return this.sqlTime(at ? new Date(at) : new Date(Date.now() + this.options.ttlMs));
  }

  private run<T>(work: Promise<T>, callback: ((err: unknown, value?: T) => void) | undefined) {
    work.then(
      (value) => callback?.(null, value),
      (err: unknown) => callback?.(err),
    );
  }

  override get(sid: string, callback: (err: unknown, sess?: session.SessionData | null) => void) {
    this.run(
      this.read
        .all<{ data: string | null }>('SELECT data FROM sessions WHERE sid = ? AND expires > ?', [sid, this.sqlTime(new Date())])
        .then(([row]) => (row?.data ? (JSON.parse(row.data) as session.SessionData) : null)),
      callback,
    );
  }

  override set(sid: string, sess: session.SessionData, callback?: Callback) {
    const now = this.sqlTime(new Date());
    this.lastTouch.delete(sid);
    this.run(
      this.sequelize.query(this.upsertSql, { replacements: [sid, this.expiresOf(sess), JSON.stringify(sess), now, now] }).then(() => undefined),
      callback,
    );
  }

  /** Writes the new expiry back at most once per touchEveryMs per session. */
  override touch(sid: string, sess: session.SessionData, callback?: Callback) {
    const now = Date.now();
    const at = this.lastTouch.get(sid);
    if (at !== undefined && now - at < this.options.touchEveryMs) {
      callback?.();
      return;
    }
    this.lastTouch.delete(sid);
    this.lastTouch.set(sid, now);
    if (this.lastTouch.size > TOUCHES_REMEMBERED) this.lastTouch.delete(this.lastTouch.keys().next().value!);
    this.run(
      this.sequelize
        .query('UPDATE sessions SET expires = ?, updated_at = ? WHERE sid = ?', { replacements: [this.expiresOf(sess), this.sqlTime(new Date(now)), sid] })
        .then(() => undefined),
      callback,
    );
  }

  override destroy(sid: string, callback?: Callback) {
    this.lastTouch.delete(sid);
    this.run(this.sequelize.query('DELETE FROM sessions WHERE sid = ?', { replacements: [sid] }).then(() => undefined), callback);
  }

  /** Deletes expired rows (get never answers them either way). */
  async sweep(): Promise<void> {
    await this.sequelize.query('DELETE FROM sessions WHERE expires <= ?', { replacements: [this.sqlTime(new Date())] });
  }

  close() {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }
}
