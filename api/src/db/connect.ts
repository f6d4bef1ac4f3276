import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { Sequelize, type Options } from 'sequelize';

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
    });
    return sequelize;
  }
  const url = databaseUrl.replace(/^mariadb:/, 'mysql:');
  return new Sequelize(url, {
    ...common,
    dialect: 'mysql',
    dialectOptions: { charset: 'utf8mb4', connectTimeout: 10_000 },
    pool: { max: 10, min: 0, acquire: 10_000, idle: 10_000 },
  });
}

export function dialectOf(sequelize: Sequelize): Dialect {
  return sequelize.getDialect() === 'sqlite' ? 'sqlite' : 'mysql';
}
