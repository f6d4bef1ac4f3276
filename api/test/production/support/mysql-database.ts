import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';

export interface MysqlDatabase {
  /** mysql://... of the new database on the server. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** The MySQL server tests may use (TEST_MYSQL_URL), or null when the run is SQLite only. */
export const mysqlServerUrl = (): string | null => process.env.TEST_MYSQL_URL || null;

const admin = (base: URL) =>
  mysql.createConnection({
    host: base.hostname,
    port: Number(base.port || 3306),
    user: decodeURIComponent(base.username),
    password: decodeURIComponent(base.password),
  });

/**
 * A new, empty database on TEST_MYSQL_URL's server that several API processes can share
 * (api/test/helpers/server.ts gives each server its own; replica tests need one for two).
 */
export async function createMysqlDatabase(serverUrl: string, prefix = 'prod'): Promise<MysqlDatabase> {
  const base = new URL(serverUrl);
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const c = await admin(base);
  await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await c.end();
  const url = new URL(base.href);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    async drop() {
      const d = await admin(base);
      await d.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await d.end();
    },
  };
}

/** The same database reached through another host:port (a proxy in front of the server). */
export function throughPort(databaseUrl: string, port: number): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.href;
}
