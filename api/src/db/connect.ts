import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { Sequelize, Transaction, type Options } from 'sequelize';

export type Dialect = 'sqlite' | 'mysql';

/** Opens a Sequelize connection for a sqlite:<path> or mysql:// URL. Logging goes through `log`. */
export function connect(databaseUrl: string, log: (sql: string) => void = () => {}): Sequelize {
  const common: Options = {
    logging: log,
    define: { underscored: true },
  };
  if (databaseUrl.startsWith('sqlite:')) {
    const storage = databaseUrl.slice('sqlite:'.length);
    if (storage !== ':memory:') mkdirSync(path.dirname(path.resolve(storage)), { recursive: true });
    const sequelize = new Sequelize({
      ...common,
      dialect: 'sqlite',
      storage,
      // One connection: SQLite serialises writers anyway, and one handle avoids SQLITE_BUSY.
      pool: { max: 1, min: 0, idle: 60_000 },
      retry: { max: 3 },
      // BEGIN IMMEDIATE takes the write lock up front (waiting for it under busy_timeout); a
      // deferred transaction that reads first cannot upgrade while another process writes.
      transactionType: Transaction.TYPES.IMMEDIATE,
      hooks: {
        // Per connection: wait for another process's write instead of failing with SQLITE_BUSY;
        // WAL lets readers and one writer work at once and commits without a full sync each time.
        afterConnect: (connection: unknown) =>
          new Promise<void>((resolve, reject) =>
            (connection as { exec(sql: string, cb: (err: Error | null) => void): void }).exec(
              'PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;',
              (err) => (err ? reject(err) : resolve()),
            ),
          ),
      },
    });
    return sequelize;
  }
  return new Sequelize(mysqlUrl(databaseUrl), {
    ...common,
    dialect: 'mysql',
    dialectOptions: { charset: 'utf8mb4', connectTimeout: 10_000 },
    pool: { max: 10, min: 0, acquire: 10_000, idle: 10_000 },
  });
}

/** A mysql:// or mariadb:// URL as the mysql2 driver reads it. */
export const mysqlUrl = (databaseUrl: string) => databaseUrl.replace(/^mariadb:/, 'mysql:');

export function dialectOf(sequelize: Sequelize): Dialect {
  return sequelize.getDialect() === 'sqlite' ? 'sqlite' : 'mysql';
}
