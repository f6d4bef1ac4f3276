import mysql from 'mysql2';
import sqlite3 from 'sqlite3';
import { DatabaseError, QueryTypes, type Sequelize } from 'sequelize';
import { mysqlUrl } from './connect';

/**
 * Runs the read statements every page load makes (its session, settings, resumes) with `?`
 * parameters, answering plain rows as the driver gives them.
 *
 * - MySQL: a small mysql2 pool of its own. sequelize.query on the shared pool builds a query
 *   object, a captured stack and a log call around each statement, about as much CPU again as
 *   the statement. Driver errors are wrapped as Sequelize wraps them, so the error handler
 *   answers a lost database with 503 here as it does for every other query.
 * - SQLite: a second connection of its own, used only to read (query_only). Sequelize keeps
 *   one connection for everything outside transactions and runs its statements one at a
 *   time, each with a captured stack and, for a quoted table name, a PRAGMA table_info
 *   first. In WAL mode this connection sees every committed write without waiting for the
 *   writer, so reads no longer queue behind writes (`npm run bench -- load`). It is opened
 *   read-write at the file level: a read-only connection cannot rebuild WAL's shared-memory
 *   index when it is the first to open the file. It uses the same sqlite3 module as
 *   Sequelize, so one SQLite library holds the file's locks. An in-memory database cannot be
 *   shared between connections and keeps Sequelize's.
 */
export interface Reader {
  all<T extends object = Record<string, unknown>>(sql: string, params: readonly unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export function createReader(sequelize: Sequelize, databaseUrl: string): Reader {
  if (sequelize.getDialect() === 'mysql') return mysqlReader(databaseUrl);
  const storage = (sequelize as unknown as { options: { storage?: string } }).options.storage;
  if (!storage || storage === ':memory:') {
    return {
      all: <T extends object>(sql: string, params: readonly unknown[]) => sequelize.query<T>(sql, { replacements: [...params], type: QueryTypes.SELECT }),
      close: async () => {},
    };
  }

  let opening: Promise<sqlite3.Database> | null = null;
  const open = () =>
    (opening ??= new Promise<sqlite3.Database>((resolve, reject) => {
      const db = new sqlite3.Database(storage, sqlite3.OPEN_READWRITE, (err) => {
        if (err) {
          opening = null;
          return reject(err);
        }
        // A checkpoint can hold a reader back for a moment; wait rather than fail.
        db.configure('busyTimeout', 5000);
        db.exec('PRAGMA query_only = ON', (pragmaErr) => (pragmaErr ? reject(pragmaErr) : resolve(db)));
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

function mysqlReader(databaseUrl: string): Reader {
  const pool = mysql.createPool({
    uri: mysqlUrl(databaseUrl),
    charset: 'utf8mb4',
    timezone: 'Z', // as Sequelize writes DATETIME columns
    connectionLimit: 10,
    connectTimeout: 10_000,
  });
  return {
    all<T extends object>(sql: string, params: readonly unknown[]) {
      return new Promise<T[]>((resolve, reject) =>
        pool.query(sql, params as Array<{} | null>, (err, rows) => {
          // As Sequelize wraps driver errors: isDatabaseUnavailable reads the code and fatal flag.
          if (err) reject(new DatabaseError(err as unknown as Error & { sql: string }));
          else resolve(rows as T[]);
        }),
      );
    },
    close: () => new Promise<void>((resolve) => pool.end(() => resolve())),
  };
}

/** Booleans as SQLite stores them (Sequelize writes 1/0); everything else as given. */
const toSqliteValue = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
