import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../http/errors';
import { analyzeJobPage } from '../../engines/job-page/read-job-page';
import { createPageReader } from './pool';

const fixture = (name: string) => readFileSync(new URL(`../../engines/job-page/fixtures/${name}`, import.meta.url), 'utf8');

describe('page reader pool', () => {
  const reader = createPageReader({ size: 1, timeoutMs: 15_000 });
  afterAll(() => reader.close());

  it('gives the same analysis in a thread as the engine in this thread', async () => {
    const html = fixture('jsonld-plain.html');
    const url = 'https://careers.example.com/jobs/1';
    expect(await reader.analyze(html, url)).toEqual(analyzeJobPage(html, url));
  });

  it('reads pages queued together, one after another on one thread', async () => {
    const results = await Promise.all(['plain-page.html', 'listing.html', 'sign-in.html'].map((f) => reader.analyze(fixture(f), 'https://x.example/jobs/1')));
    expect(results.map((r) => r.kind)).toEqual(['posting', 'listing', 'sign-in']);
  });

  it('stops a page over its budget with a 422, replaces the thread and serves the next page', async () => {
    const bounded = createPageReader({ size: 1, timeoutMs: 1_000 });
    try {
      // The budget starts when a ready thread takes the page, so start-up is not counted.
      const huge = '<html><body>' + '<div><p>Filler paragraph of a very long page.</p></div>'.repeat(100_000) + '</body></html>';
      const err = await bounded.analyze(huge, 'https://x.example/j').then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).status).toBe(422);
      expect((err as HttpError).message).toBe('The page is too large or too complex to read in time (over 1 s).');
      expect((await bounded.analyze(fixture('jsonld-graph.html'), 'https://x.example/j')).result.title).toBe('Data Analyst');
    } finally {
      await bounded.close();
    }
  });

  it('stops a thread left without work for idleMs and starts one again for the next page', async () => {
    const r = createPageReader({ size: 1, idleMs: 200 });
    try {
      expect(r.threads()).toBe(0);
      expect((await r.analyze(fixture('jsonld-plain.html'), 'https://x.example/j')).kind).toBe('posting');
      expect(r.threads()).toBe(1);
      await vi.waitUntil(() => r.threads() === 0, { timeout: 10_000, interval: 50 });
      expect((await r.analyze(fixture('listing.html'), 'https://x.example/j')).kind).toBe('listing');
      expect(r.threads()).toBe(1);
    } finally {
      await r.close();
    }
  });

  it('rejects new work after close', async () => {
    const r = createPageReader({ size: 1 });
    await r.close();
    await expect(r.analyze('<p>x</p>', 'https://x.example/')).rejects.toMatchObject({ status: 422 });
  });
});
