/**
 * Constant-arrival-rate load (open loop, as wrk2 or k6's constant-arrival-rate run it):
 * request i is due at start + i / rate, whatever happened to the ones before it, and its
 * latency counts from when it was due, so a server that falls behind shows it (no
 * coordinated omission). autocannon's overallRate instead lets every connection send its
 * share of a second back to back when the second starts, which measures bursts of
 * `connections` concurrent requests rather than a steady rate; load.bench.ts reports both.
 */
import { Pool } from 'undici';

export interface PacedRequest {
  method: 'GET';
  path: string;
  headers: Record<string, string>;
}

export interface PacedResult {
  /** Milliseconds from when each request was due to its last byte. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Completed requests per second of the run. */
  throughput: number;
  total: number;
  /** Non-2xx answers and transport errors. */
  failed: number;
  /** Requests sent during the warm-up, not counted above. */
  warmup: number;
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * warmupSeconds first runs the same load on the same connections without recording it, so
 * the figures describe the steady state: connections open, code compiled for these paths.
 */
export async function pacedLoad(opts: {
  origin: string;
  rate: number;
  seconds: number;
  requests: PacedRequest[];
  connections?: number;
  warmupSeconds?: number;
}): Promise<PacedResult> {
  const pool = new Pool(opts.origin, { connections: opts.connections ?? 32, pipelining: 1 });
  try {
    const warmup = opts.warmupSeconds ? (await run(pool, { ...opts, seconds: opts.warmupSeconds })).total : 0;
    return { ...(await run(pool, opts)), warmup };
  } finally {
    await pool.close();
  }
}

async function run(pool: Pool, opts: { origin: string; rate: number; seconds: number; requests: PacedRequest[] }): Promise<Omit<PacedResult, 'warmup'>> {
  const { origin, rate, seconds, requests } = opts;
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let failed = 0;
  const inFlight: Promise<void>[] = [];

  const send = (i: number, due: number) => {
    const r = requests[i % requests.length]!;
    return pool
      .request({ origin, method: r.method, path: r.path, headers: r.headers })
      .then(async (res) => {
        await res.body.dump();
        if (res.statusCode < 200 || res.statusCode >= 300) failed++;
      })
      .catch(() => {
        failed++;
      })
      .finally(() => latencies.push(performance.now() - due));
  };

  const start = performance.now();
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        inFlight.push(send(next, start + next * interval));
        next++;
      }
      if (next >= total) return resolve();
      setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;

  const sorted = latencies.sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
    throughput: Math.round(total / elapsed),
    total,
    failed,
  };
}
