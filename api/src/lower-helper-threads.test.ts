import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVER_ARGS, spawnServer } from '../test/production/support/spawn-server';

const root = fileURLToPath(new URL('../../', import.meta.url));
const linux = existsSync('/proc/self/task');

/** Each thread of a process with its nice value (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNice(pid: number): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      nice.set(Number(tid), Number(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));
    } catch {
      // ended meanwhile
    }
  }
  return nice;
}

// Run with the server's arguments in place of api/src/server.ts. It makes V8's helpers mark
// (a heap that keeps growing), then libuv's pool work (scrypt), then starts a worker
// thread, and reports each thread's CPU time in each phase and its nice value.
const script = `
import { readdirSync, readFileSync } from 'node:fs';
import { scrypt } from 'node:crypto';
import { Worker } from 'node:worker_threads';
const stat = (t) => readFileSync('/proc/self/task/' + t + '/stat', 'utf8').split(') ')[1].split(' ');
const cpu = () => Object.fromEntries(readdirSync('/proc/self/task').map((t) => { const f = stat(t); return [t, Number(f[11]) + Number(f[12])]; }));
const a = cpu();
let keep = [];
for (let i = 0; i < 4e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 1e6) keep = []; }
const b = cpu();
await Promise.all(Array.from({ length: 16 }, () => new Promise((r) => scrypt('secret', 'salt', 64, { N: 2 ** 14 }, r))));
const c = cpu();
const worker = new Worker('setTimeout(() => {}, 1000)', { eval: true });
await new Promise((r) => worker.once('online', r));
const nice = Object.fromEntries(readdirSync('/proc/self/task').map((t) => [t, Number(stat(t)[16])]));
await worker.terminate();
const grew = (x, y) => Object.keys(y).filter((t) => Number(t) !== process.pid && y[t] - (x[t] ?? 0) >= 2);
const marked = grew(a, b);
// A collector thread still marking after the loop is not taken for a pool thread.
console.log(JSON.stringify({ pid: process.pid, marked, pooled: grew(b, c).filter((t) => !marked.includes(t)), before: Object.keys(c), nice }));
`;

describe.skipIf(!linux)('lower-helper-threads.cjs', () => {
  it("lowers V8's collector threads below the event loop, and leaves libuv's pool and worker threads at its priority", async () => {
    const args = [...SERVER_ARGS.slice(0, -1), '--input-type=module', '-e', script];
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root });
    const r = JSON.parse(stdout) as { pid: number; marked: string[]; pooled: string[]; before: string[]; nice: Record<string, number> };
    const main = r.nice[r.pid]!;
    expect(main).toBe(os.getPriority());

    expect(r.marked.length, 'threads that marked the heap').toBeGreaterThanOrEqual(1);
    for (const t of r.marked) expect(r.nice[t], `collector thread ${t}`).toBe(10);

    expect(r.pooled.length, "threads that ran libuv's pool").toBeGreaterThanOrEqual(1);
    for (const t of r.pooled) expect(r.nice[t], `pool thread ${t}`).toBe(main);

    const started = Object.keys(r.nice).filter((t) => !r.before.includes(t));
    expect(started.length, 'the worker thread').toBeGreaterThanOrEqual(1);
    for (const t of started) expect(r.nice[t], `worker thread ${t}`).toBe(main);
  });

  it('is in force in the server process', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'scl-nice-'));
    const server = await spawnServer({
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${path.join(dir, 'nice.sqlite')}`,
      APP_SECRET: 'helper-threads-secret-'.repeat(2),
      WEB_DIST_DIR: path.join(dir, 'no-web'),
    });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const pid = server.child.pid!;
      const nice = threadNice(pid);
      const main = nice.get(pid);
      expect(main).toBe(os.getPriority());
      // Node's platform threads (V8's four helpers, its delayed-task thread, its signal
      // thread) are lowered; libuv's four pool threads and the ESM hooks thread are not.
      const lowered = [...nice].filter(([, n]) => n === 10);
      const kept = [...nice].filter(([tid, n]) => tid !== pid && n === main);
      expect(lowered.length, JSON.stringify([...nice])).toBeGreaterThanOrEqual(4);
      expect(kept.length, JSON.stringify([...nice])).toBeGreaterThanOrEqual(4);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
