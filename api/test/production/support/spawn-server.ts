import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Node's arguments for the server process, run from the repository root, as `npm start` and
 * the Dockerfile's CMD run it (deployment.test.ts holds them to this).
 */
export const SERVER_ARGS = ['--require', './api/src/lower-helper-threads.cjs', '--import', 'tsx', 'api/src/server.ts'];

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Runs the real process entry (`node ...SERVER_ARGS`) with the given
 * environment and waits for its "listening" log line. keepOutput: false stops keeping the
 * output once it listens.
 */
export async function spawnServer(env: Record<string, string>, opts: { timeoutMs?: number; keepOutput?: boolean } = {}): Promise<SpawnedServer> {
  const { timeoutMs = 60_000, keepOutput = true } = opts;
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let keep = true;
  const collect = (d: Buffer) => {
    if (keep) out += d;
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const look = () => {
      for (const line of out.split('\n')) {
        if (!line.includes('listening')) continue;
        try {
          const { url } = JSON.parse(line) as { url?: string };
          if (url) {
            clearTimeout(timer);
            child.stdout!.off('data', look);
            // A long run (a load test) logs every request: drained, not kept.
            keep = keepOutput;
            resolve(url);
            return;
          }
        } catch {
          /* not a JSON log line */
        }
      }
    };
    child.stdout!.on('data', look);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${out}`));
    });
  });
  return { url, child, output: () => out, exited };
}
