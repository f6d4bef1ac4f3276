import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreResume } from './ats/index';
import { readDocument, ReaderError, shutdownReaderPool, type DocumentKind } from './reader/index';
import { parseResume } from './resume-parser/index';

afterAll(() => shutdownReaderPool());

const load = (p: string) => new Uint8Array(readFileSync(new URL(p, import.meta.url)));
const SOURCES: Array<{ kind: DocumentKind; bytes: Uint8Array }> = [
  { kind: 'pdf', bytes: load('./reader/fixtures/one-column.pdf') },
  { kind: 'pdf', bytes: load('./reader/fixtures/sidebar.pdf') },
  { kind: 'pdf', bytes: load('./reader/fixtures/two-pages.pdf') },
  { kind: 'docx', bytes: load('./reader/fixtures/resume.docx') },
  { kind: 'docx', bytes: load('../../../corpus/files/priya-raghunathan.docx') },
];

/** Deterministic PRNG (mulberry32) so a failing case can be replayed by its number. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mutate(n: number): { kind: DocumentKind; bytes: Uint8Array; how: string } {
  const r = rng(n + 1);
  const int = (max: number) => Math.floor(r() * max);
  const src = SOURCES[n % SOURCES.length];
  const b = src.bytes;
  if (n % 50 === 49) {
    const big = new Uint8Array(10 * 1024 * 1024 + 1 + int(4096));
    big.set(b.subarray(0, Math.min(b.length, big.length)));
    return { kind: src.kind, bytes: big, how: 'oversized' };
  }
  switch (n % 5) {
    case 0:
      return { kind: src.kind, bytes: b.slice(0, int(b.length)), how: 'truncated' };
    case 1: {
      const out = b.slice();
      for (let i = 0, k = 1 + int(40); i < k; i++) out[int(out.length)] = int(256);
      return { kind: src.kind, bytes: out, how: 'bytes flipped' };
    }
    case 2: {
      const out = b.slice();
      const at = int(out.length);
      for (let i = at; i < Math.min(out.length, at + 1 + int(2000)); i++) out[i] = int(256);
      return { kind: src.kind, bytes: out, how: 'chunk overwritten' };
    }
    case 3: {
      const at = int(b.length);
      const from = int(b.length);
      const piece = b.subarray(from, from + int(5000));
      return { kind: src.kind, bytes: new Uint8Array([...b.subarray(0, at), ...piece, ...piece, ...b.subarray(at)]), how: 'slice duplicated' };
    }
    default: {
      const other = SOURCES[(n + 3) % SOURCES.length].bytes;
      return { kind: src.kind, bytes: new Uint8Array([...b.subarray(0, int(b.length)), ...other.subarray(int(other.length))]), how: 'spliced with another file' };
    }
  }
}

describe('fuzzed PDF and DOCX inputs', () => {
  it('500 mutated, truncated and oversized files each resolve or reject with a ReaderError, never anything else', async () => {
    const budget = 2_000;
    // Warm the pool so worker start-up is not counted against the first case, and measure a
    // cold start: after a timeout the next case may wait for a replacement worker to boot.
    const bootStarted = performance.now();
    await readDocument(SOURCES[0].bytes, 'pdf', { timeoutMs: 60_000 });
    const margin = Math.max(5_000, 3 * (performance.now() - bootStarted));
    const outcomes = new Map<string, number>();
    const slow: string[] = [];
    for (let n = 0; n < 500; n++) {
      const { kind, bytes, how } = mutate(n);
      const started = performance.now();
      let outcome: string;
      try {
        const read = await readDocument(bytes, kind, { timeoutMs: budget });
        const { parsed } = parseResume(read.text, read);
        const ats = scoreResume({ text: read.text, parsed, read });
        expect(ats.score).toBeGreaterThanOrEqual(0);
        expect(ats.score).toBeLessThanOrEqual(100);
        outcome = 'read';
      } catch (err) {
        if (!(err instanceof ReaderError)) throw new Error(`case ${n} (${kind}, ${how}) threw ${String(err)}`);
        outcome = err.code;
      }
      // A guard against hangs, not a speed measure: the pool stops any read at its budget; the
      // margin covers booting a replacement worker after a timeout.
      const elapsed = performance.now() - started;
      if (elapsed > budget) slow.push(`case ${n} (${kind}, ${how}): ${Math.round(elapsed)} ms -> ${outcome}`);
      expect(elapsed, `case ${n} (${kind}, ${how})`).toBeLessThan(budget + margin);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect(outcomes.get('read')).toBeGreaterThan(0);
    expect(outcomes.get('unreadable')).toBeGreaterThan(0);
    expect(outcomes.get('too_large')).toBe(10);
    console.log('fuzz outcomes', Object.fromEntries(outcomes), slow);
  }, 600_000);
});
