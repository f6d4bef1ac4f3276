import { QueryTypes, type Sequelize } from 'sequelize';
import sqlite3 from 'sqlite3';

/**
 * Runs the read statements every page load makes (its session, settings, resumes) with `?`
 * parameters, answering plain rows as the driver gives them.
 *
 * - MySQL: sequelize.query on the shared pool.
 * - SQLite: a second, read-only connection. Sequelize keeps one connection for everything
 *   outside transactions and runs its statements one at a time, each waiting for the main
 *   thread between steps; in WAL mode a reader sees every committed write without waiting
 *   for the writer, so reads no longer queue behind writes or each other's callbacks. It
 *   also skips Sequelize's per-statement work (a captured stack, a PRAGMA table_info for
 *   quoted table names), which was most of a read's CPU (`npm run bench -- load`).
 *   An in-memory database cannot be shared between connections and keeps Sequelize's.
 */
export interface Reader {
  all<T extends object = Record<string, unknown>>(sql: string, params: readonly unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export function createReader(sequelize: Sequelize): Reader {
  const storage = (sequelize as unknown as { options: { storage?: string } }).options.storage;
  if (sequelize.getDialect() !== 'sqlite' || !storage || storage === ':memory:') {
    return {
      all: <T extends object>(sql: string, params: readonly unknown[]) => sequelize.query<T>(sql, { replacements: [...params], type: QueryTypes.SELECT }),
      close: async () => {},
    };
  }

  let opening: Promise<sqlite3.Database> | null = null;
  const open = () =>
    (opening ??= new Promise<sqlite3.Database>((resolve, reject) => {
      const db = new sqlite3.Database(storage, sqlite3.OPEN_READONLY, (err) => {
        if (err) {
          opening = null;
          reject(err);
          return;
        }
        // A checkpoint can hold a reader back for a moment; wait rather than fail.
        db.configure('busyTimeout', 5000);
        resolve(db);
      });
    }));

  return {
    async all<T extends object>(sql: string, params: readonly unknown[]) {
      const db = await open();
      return new Promise<T[]>((resolve, reject) => db.all(sql, params.map(toSqliteValue), (err, rows) => (err ? reject(err) : resolve(rows as T[]))));
    },
    async close() {
      const db = opening ? await opening.catch(() => null) : null;
      opening = null;
      if (db) await new Promise<void>((resolve) => db.close(() => resolve()));
    },
  };
}

/** Booleans as SQLite stores them (Sequelize writes 1/0); everything else as given. */
const toSqliteValue = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
