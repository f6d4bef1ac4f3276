import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ReaderPool } from './pool';

const pdf = new Uint8Array(readFileSync(new URL('./fixtures/one-column.pdf', import.meta.url)));

describe('ReaderPool', () => {
  it('starts threads only for documents, stops one left idle for idleMs, and starts one again for the next document', async () => {
    const pool = new ReaderPool(2, 200);
    try {
      expect(pool.threads).toBe(0);
      expect((await pool.run(pdf, 'pdf', 10, 60_000)).text).toContain('Amara Okafor');
      expect(pool.threads).toBe(1);
      await vi.waitUntil(() => pool.threads === 0, { timeout: 10_000, interval: 50 });
      expect((await pool.run(pdf, 'pdf', 10, 60_000)).pages).toBe(1);
      expect(pool.threads).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('keeps a thread that keeps getting work', async () => {
    const pool = new ReaderPool(1, 1_000);
    try {
      await pool.run(pdf, 'pdf', 10, 60_000);
      // Each read restarts the idle clock: three reads 400 ms apart span 1.2 s with one thread.
      for (let i = 0; i < 3; i++) {
        await new Promise((r) => setTimeout(r, 400));
        await pool.run(pdf, 'pdf', 10, 60_000);
        expect(pool.threads).toBe(1);
      }
    } finally {
      await pool.close();
    }
  });
});
