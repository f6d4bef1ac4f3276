import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_EXTENSION_ID } from '../../../extension/manifest/key';
import { startFakeAi } from '../../support/fake-ai';
import { freePort } from '../../support/free-port';
import { buildExtensionForTests } from './build-extension';
import { startJobBoard } from './job-board';
import { SERVER_ARGS } from '../../../api/test/production/support/spawn-server';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Generous: tsx compiles the server on start, and the machine is shared.
const STARTUP_TIMEOUT_MS = 180_000;

/**
 * Builds the web app when missing (sign-in lands on it) and the extension for this run,
 * starts the fake AI provider and the fixture job board on loopback, then the real server
 * with a fresh SQLite database and the extension's origin in ALLOWED_ORIGINS.
 */
export default async function globalSetup() {
  if (!existsSync(path.join(repo, 'dist/web/index.html'))) {
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: repo, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:web failed');
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const extensionDir = buildExtensionForTests(repo, baseUrl);

  const [ai, jobs] = await Promise.all([startFakeAi(), startJobBoard()]);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-extension-data-'));
  const server = spawn(process.execPath, SERVER_ARGS, {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      ALLOWED_ORIGINS: `chrome-extension://${CHROME_EXTENSION_ID}`,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
      APP_SECRET: randomBytes(32).toString('hex'),
      OPENAI_BASE_URL: `${ai.url}/v1`,
      FETCH_ALLOW_HOSTS: jobs.host,
      // Every test signs up from the same address: lift the per-address limits for the suite.
      RATE_LIMIT_SIGN_UP: '1000',
      RATE_LIMIT_SIGN_IN: '1000',
      RATE_LIMIT_ANALYZE: '1000',
      RATE_LIMIT_AI: '1000',
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    // Bounded: the port opens before the app is attached, and a request then waits unanswered.
    const ready = await fetch(`${baseUrl}/api/auth/user`, { signal: AbortSignal.timeout(5000) }).then((r) => r.status === 401, () => false);
    if (ready) break;
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before answering`);
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`The server did not answer within ${STARTUP_TIMEOUT_MS} ms`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  // Workers inherit the runner's environment: this is how tests learn the addresses.
  process.env.E2E_EXT_BASE_URL = baseUrl;
  process.env.E2E_EXT_DIR = extensionDir;
  process.env.E2E_EXT_AI_URL = ai.url;
  process.env.E2E_EXT_JOBS_URL = jobs.url;

  return async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    await Promise.all([ai.close(), jobs.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
