import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { startServer, type RunningServer } from '../../src/start-server';

export type TestDialect = 'sqlite' | 'mysql';

/** The dialects this run covers: SQLite always, MySQL when TEST_MYSQL_URL is set. */
export const dialects: TestDialect[] = process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];

/** A fresh database: a new SQLite file, or a new MySQL database on TEST_MYSQL_URL's server. */
async function freshDatabase(dialect: TestDialect, dir: string) {
  if (dialect === 'sqlite') return { url: `sqlite:${path.join(dir, 'test.sqlite')}`, drop: async () => {} };
  const base = new URL(process.env.TEST_MYSQL_URL!);
  const name = `t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = await mysql.createConnection({ host: base.hostname, port: Number(base.port || 3306), user: decodeURIComponent(base.username), password: decodeURIComponent(base.password) });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(base.href);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const c = await mysql.createConnection({ host: base.hostname, port: Number(base.port || 3306), user: decodeURIComponent(base.username), password: decodeURIComponent(base.password) });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

export interface TestServer extends RunningServer {
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the real server on a free loopback port with its own data folder and database. */
export async function startTestServer(dialect: TestDialect = 'sqlite', env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scl-test-'));
  const db = await freshDatabase(dialect, dataDir);
  const running = await startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SHUTDOWN_GRACE_MS: '2000',
    // Suites sign many accounts up from 127.0.0.1; the limit itself is tested on its own.
    RATE_LIMIT_SIGN_UP: '1000',
    // Test machines run many suites at once; the reader's own budget is tested in the engine.
    READER_TIMEOUT_MS: '30000',
    ...env,
  });
  return {
    ...running,
    dataDir,
    async stop() {
      await running.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
