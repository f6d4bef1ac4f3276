import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startServer, type RunningServer } from '../../../src/start-server';

/** A secret both replicas share, as a deployment sets APP_SECRET on every one. */
export const sharedSecret = () => randomBytes(32).toString('base64url');

export interface ProductionServer extends RunningServer {
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server on a free loopback port with the given database and environment,
 * its own data folder, quiet logs. Unlike startTestServer it does not create the database,
 * so several servers can share one.
 */
export async function startWith(databaseUrl: string, env: Record<string, string> = {}): Promise<ProductionServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scl-prod-'));
  const running = await startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SHUTDOWN_GRACE_MS: '2000',
    RATE_LIMIT_SIGN_UP: '1000',
    ...env,
  });
  return {
    ...running,
    dataDir,
    async stop() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
