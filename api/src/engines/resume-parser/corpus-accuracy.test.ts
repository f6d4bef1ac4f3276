import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTally, emptyTally, evaluateCorpus, f1, ratio, type FileResult, type Tally } from '../../../../corpus/tools/evaluate';
import { setDefaultReadTimeout, shutdownReaderPool } from '../reader/index';

// Accuracy, not speed (bench:parse measures time): a loaded machine must not fail a read.
beforeAll(() => setDefaultReadTimeout(60_000));
afterAll(() => shutdownReaderPool());

/** The accuracy floors of issue 3, over the labelled corpus (126 files, 9 layouts). */
describe('parser accuracy on the labelled corpus', () => {
  let results: FileResult[] = [];
  let all: Tally = emptyTally();
  const byLayout = new Map<string, Tally>();

  it('reads and parses every corpus file', async () => {
    results = await evaluateCorpus();
    expect(results.length).toBeGreaterThanOrEqual(120);
    for (const r of results) {
      all = addTally(all, r.tally);
      byLayout.set(r.entry.layout, addTally(byLayout.get(r.entry.layout) ?? emptyTally(), r.tally));
    }
    expect(byLayout.size).toBeGreaterThanOrEqual(9);
  }, 240_000);

  it('gets name, email and phone right in at least 97% of files', () => {
    expect(all.name[1]).toBeGreaterThan(100);
    expect(ratio(all.name)).toBeGreaterThanOrEqual(0.97);
    expect(ratio(all.email)).toBeGreaterThanOrEqual(0.97);
    expect(ratio(all.phone)).toBeGreaterThanOrEqual(0.97);
  });

  it('finds job entries (company + title) with F1 of at least 0.92, and no layout below 0.85', () => {
    expect(f1(all.jobs)).toBeGreaterThanOrEqual(0.92);
    for (const [layout, t] of byLayout) expect({ layout, f1: f1(t.jobs) >= 0.85 }).toEqual({ layout, f1: true });
  });

  it('gets dates right for at least 90% of jobs, recalls 90% of achievements and 85% of skills', () => {
    expect(ratio(all.dates)).toBeGreaterThanOrEqual(0.9);
    expect(ratio(all.achievements)).toBeGreaterThanOrEqual(0.9);
    expect(ratio(all.skills)).toBeGreaterThanOrEqual(0.85);
  });
});
