import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeAi } from './fake-ai';
import { startFakeJina } from './fake-jina';
import { startJobPages } from './job-pages';
import { freePort } from './free-port';
import { SERVER_ARGS } from '../../api/test/production/support/spawn-server';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the server runs from: this checkout, or E2E_SERVER_DIR to test another build of the API. */
const serverDir = process.env.E2E_SERVER_DIR ?? repo;
const STARTUP_TIMEOUT_MS = 60_000;

/** Newest modification time of the files under a folder. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** dist/web is missing or older than the sources it is built from (web/, common/src/). */
function webBuildIsStale(): boolean {
  const index = path.join(repo, 'dist/web/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return newestMtime(path.join(repo, 'web')) > built || newestMtime(path.join(repo, 'common/src')) > built;
}

/**
 * Builds the web app when dist/web is missing, starts the loopback stand-ins for the outside
 * world (AI provider, Jina reader, job pages) and the real server with a fresh DATA_DIR and
 * SQLite database, waits until it answers, and returns the teardown.
 */
export default async function globalSetup() {
  if (webBuildIsStale()) {
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: repo, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:web failed');
  }

  const [ai, jina, jobs] = await Promise.all([startFakeAi(), startFakeJina(), startJobPages()]);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, SERVER_ARGS, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
      APP_SECRET: randomBytes(32).toString('hex'),
      JINA_BASE_URL: jina.url,
      OPENAI_BASE_URL: `${ai.url}/v1`,
      FETCH_ALLOW_HOSTS: jobs.host,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      SHUTDOWN_GRACE_MS: '1000',
      // Every test signs up from the same address: lift the per-address limits for the suite.
      RATE_LIMIT_SIGN_UP: '1000',
      RATE_LIMIT_SIGN_IN: '1000',
      RATE_LIMIT_ANALYZE: '1000',
      RATE_LIMIT_AI: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    // The server accepts connections before its app is attached; a request in that window
    // waits, so each probe has its own short timeout.
    const ready = await fetch(`${baseUrl}/api/auth/user`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 401,
      () => false,
    );
    if (ready) break;
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before answering`);
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`The server did not answer within ${STARTUP_TIMEOUT_MS} ms`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  // Workers inherit the runner's environment: this is how tests learn the addresses.
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_AI_URL = ai.url;
  process.env.E2E_JOBS_URL = jobs.url;

  return async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    await Promise.all([ai.close(), jina.close(), jobs.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
