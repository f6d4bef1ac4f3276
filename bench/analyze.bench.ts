/**
 * The analyzer through HTTP on a real server (SQLite): median time of one 2-page PDF
 * analysis, and a plain GET's p95 while 20 analyses run at once (the reader's worker pool
 * must keep the event loop free).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchRow } from './index';
import { startTestServer } from '../api/test/helpers/server';

const pdf = readFileSync(path.join(import.meta.dirname, '../api/src/engines/reader/fixtures/two-pages.pdf'));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function analyze(url: string) {
  const form = new FormData();
  form.append('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'two-pages.pdf');
  const t = performance.now();
  const res = await fetch(`${url}/api/analyze-resume`, { method: 'POST', body: form });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`analyze answered ${res.status}`);
  return performance.now() - t;
}

export default async function run(): Promise<BenchRow[]> {
  const server = await startTestServer('sqlite', { RATE_LIMIT_ANALYZE: '100000', READER_TIMEOUT_MS: '5000' });
  try {
    for (let i = 0; i < 5; i++) await analyze(server.url); // warm the worker pool
    const times: number[] = [];
    for (let i = 0; i < 30; i++) times.push(await analyze(server.url));

    const gets: number[] = [];
    let running = true;
    const load = Promise.all(Array.from({ length: 20 }, () => analyze(server.url))).finally(() => (running = false));
    while (running) {
      const t = performance.now();
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      gets.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 5));
    }
    await load;
    return [
      { name: 'analyze a 2-page PDF over HTTP, median', value: percentile(times, 50), unit: 'ms', budget: 100 },
      { name: 'plain GET p95 during 20 parallel analyses', value: percentile(gets, 95), unit: 'ms', budget: 50, note: `${gets.length} requests` },
    ];
  } finally {
    await server.stop();
  }
}
