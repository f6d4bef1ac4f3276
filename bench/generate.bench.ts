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

/** One call timed from the client, minus the provider's own time as the fake measured it. */
async function timed(fake: FakeOpenAi, call: () => Promise<{ status: number }>) {
  const before = fake.calls.length;
  const t = performance.now();
  const res = await call();
  const total = performance.now() - t;
  if (res.status !== 200) throw new Error(`generate answered ${res.status}`);
  const provider = fake.calls.slice(before).reduce((n, c) => n + (c.answeredAt! - c.receivedAt), 0);
  return { total, provider, overhead: total - provider };
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

export default async function run(): Promise<BenchRow[]> {
  const fake = await startFakeOpenAi({ apiKey: 'sk-test-key', model: 'fake-model', delayMs: PROVIDER_DELAY_MS });
  const server = await startTestServer('sqlite', { OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model', RATE_LIMIT_AI: '100000' });
  try {
    const w = await writerWithResume(server);
    for (let i = 0; i < 3; i++) {
      await letter(fake, w);
      await optimize(fake, w);
    }
    const letters: number[] = [];
    const optimizations: number[] = [];
    const letterTotals: number[] = [];
    const optimizeTotals: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const l = await letter(fake, w);
      letters.push(l.overhead);
      letterTotals.push(l.total);
      const o = await optimize(fake, w);
      optimizations.push(o.overhead);
      optimizeTotals.push(o.total);
    }

    // The web app's flow: both calls at once.
    const parallel: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await Promise.all([letter(fake, w), optimize(fake, w)]);
      parallel.push(performance.now() - t);
    }
    const slower = Math.max(percentile(letterTotals, 50), percentile(optimizeTotals, 50));
    const sum = percentile(letterTotals, 50) + percentile(optimizeTotals, 50);
    return [
      { name: 'cover letter: server time beyond the provider, median', value: percentile(letters, 50), unit: 'ms', budget: 50, note: `p95 ${percentile(letters, 95).toFixed(1)} ms, provider ${PROVIDER_DELAY_MS} ms` },
      { name: 'optimization: server time beyond the provider, median', value: percentile(optimizations, 50), unit: 'ms', budget: 50, note: `p95 ${percentile(optimizations, 95).toFixed(1)} ms` },
      {
        name: 'letter + optimization in parallel, wall time median',
        value: percentile(parallel, 50),
        unit: 'ms',
        budget: Math.round(slower + 50),
        note: `slower alone ${slower.toFixed(0)} ms, sum ${sum.toFixed(0)} ms`,
      },
    ];
  } finally {
    await server.stop();
    await fake.close();
  }
}
