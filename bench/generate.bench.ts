/**
 * The generate flow over HTTP on a real server (SQLite) against the OpenAI-compatible fake
 * answering after a fixed 300 ms: the server's own time beyond the provider's (letter and
 * optimization), and letter + optimization run in parallel as the web app does (their wall
 * time should be the slower one's, not the sum).
 */
import type { BenchRow } from './index';
import { startTestServer } from '../api/test/helpers/server';
import { startFakeOpenAi, type FakeOpenAi } from '../api/test/helpers/fake-openai';
import { letterWith, writerWithResume } from '../api/src/ai/testing/fixtures';
import { HONEST_TAILORED, JOB_DESCRIPTION } from '../api/src/ai/testing/texts';
import { percentile } from '../api/src/metrics/percentile';

const PROVIDER_DELAY_MS = 300;
const RUNS = 15;

type Writer = Awaited<ReturnType<typeof writerWithResume>>;

/**
 * One call timed from the client, minus the provider's own time as the fake measured it; and
 * the process CPU it took (server, client and fake share the process), which a loaded shared
 * machine skews far less than wall time.
 */
async function timed(fake: FakeOpenAi, call: () => Promise<{ status: number }>) {
  const before = fake.calls.length;
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  const res = await call();
  const total = performance.now() - t;
  const cpuUsed = process.cpuUsage(cpu0);
  const cpu = (cpuUsed.user + cpuUsed.system) / 1000;
  if (res.status !== 200) throw new Error(`generate answered ${res.status}`);
  const provider = fake.calls.slice(before).reduce((n, c) => n + (c.answeredAt! - c.receivedAt), 0);
  return { total, provider, overhead: total - provider, cpu };
}

const letter = (fake: FakeOpenAi, w: Writer) => {
  fake.reply({ text: letterWith(4), when: (b) => !b.response_format });
  return timed(fake, () => w.browser.json('/api/cover-letters/generate', { method: 'POST', body: { resumeId: w.resumeId, jobPostingId: w.jobPostingId } }));
};
const optimize = (fake: FakeOpenAi, w: Writer) => {
  fake.reply({ json: { ...HONEST_TAILORED, changes: [] }, when: (b) => Boolean(b.response_format) });
  return timed(fake, () =>
    w.browser.json('/api/resumes/optimize', { method: 'POST', body: { resumeId: w.resumeId, targetJobTitle: 'Staff Backend Engineer', jobDescription: JOB_DESCRIPTION } }),
  );
};

/** Median overheads of letters and optimizations, and the parallel flow's wall time, on one server. */
async function measure(fake: FakeOpenAi, w: Writer) {
  for (let i = 0; i < 3; i++) {
    await letter(fake, w);
    await optimize(fake, w);
  }
  const letters: number[] = [];
  const optimizations: number[] = [];
  const letterCpu: number[] = [];
  const optimizeCpu: number[] = [];
  const letterTotals: number[] = [];
  const optimizeTotals: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const l = await letter(fake, w);
    letters.push(l.overhead);
    letterTotals.push(l.total);
    letterCpu.push(l.cpu);
    const o = await optimize(fake, w);
    optimizations.push(o.overhead);
    optimizeTotals.push(o.total);
    optimizeCpu.push(o.cpu);
  }
  // The web app's flow: both calls at once.
  const parallel: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await Promise.all([letter(fake, w), optimize(fake, w)]);
    parallel.push(performance.now() - t);
  }
  return {
    letters,
    optimizations,
    letterCpu: percentile(letterCpu, 50),
    optimizeCpu: percentile(optimizeCpu, 50),
    parallel: percentile(parallel, 50),
    slower: Math.max(percentile(letterTotals, 50), percentile(optimizeTotals, 50)),
    sum: percentile(letterTotals, 50) + percentile(optimizeTotals, 50),
  };
}

const p95 = (values: number[]) => `p95 ${percentile(values, 95).toFixed(1)} ms`;

export default async function run(): Promise<BenchRow[]> {
  const fake = await startFakeOpenAi({ apiKey: 'sk-test-key', model: 'fake-model', delayMs: PROVIDER_DELAY_MS });
  const server = await startTestServer('sqlite', { OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model', RATE_LIMIT_AI: '100000' });
  try {
    const w = await writerWithResume(server);
    const m = await measure(fake, w);
    // What the same flow costs when SQLite commits without a full sync per write (WAL): a
    // configuration proposal, reported for comparison only.
    await server.app.db.sequelize.query('PRAGMA journal_mode=WAL');
    await server.app.db.sequelize.query('PRAGMA synchronous=NORMAL');
    const wal = await measure(fake, w);
    return [
      { name: 'cover letter: server time beyond the provider, median', value: percentile(m.letters, 50), unit: 'ms', budget: 50, note: `${p95(m.letters)}, provider ${PROVIDER_DELAY_MS} ms, process CPU ${m.letterCpu.toFixed(1)} ms` },
      { name: 'optimization: server time beyond the provider, median', value: percentile(m.optimizations, 50), unit: 'ms', budget: 50, note: `${p95(m.optimizations)}, process CPU ${m.optimizeCpu.toFixed(1)} ms` },
      {
        name: 'letter + optimization in parallel, wall time median',
        value: m.parallel,
        unit: 'ms',
        budget: Math.round(m.slower + 50),
        note: `slower alone ${m.slower.toFixed(0)} ms, sum ${m.sum.toFixed(0)} ms`,
      },
      { name: 'cover letter beyond the provider, SQLite WAL (proposal, not budgeted)', value: percentile(wal.letters, 50), unit: 'ms', note: p95(wal.letters) },
      { name: 'optimization beyond the provider, SQLite WAL (proposal, not budgeted)', value: percentile(wal.optimizations, 50), unit: 'ms', note: p95(wal.optimizations) },
      { name: 'letter + optimization in parallel, SQLite WAL (not budgeted)', value: wal.parallel, unit: 'ms', note: `slower alone ${wal.slower.toFixed(0)} ms, sum ${wal.sum.toFixed(0)} ms` },
    ];
  } finally {
    await server.stop();
    await fake.close();
  }
}
