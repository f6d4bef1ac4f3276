import { describe, expect, it } from 'vitest';
import { createBackground } from './background';

const later = (ms: number, fail = false) => new Promise<void>((resolve, reject) => setTimeout(() => (fail ? reject(new Error('write failed')) : resolve()), ms));

describe('bookkeeping writes', () => {
  it('when run in the background, then the caller does not wait and flush() does', async () => {
    const errors: unknown[] = [];
    const bg = createBackground((e) => errors.push(e));
    let done = false;
    const work = later(30).then(() => void (done = true));
    await bg.run(work);
    expect(done).toBe(false);
    bg.run(later(10, true));
    await bg.flush();
    expect(done).toBe(true);
    expect(errors.map((e) => (e as Error).message)).toEqual(['write failed']);
  });

  it('when inline (SQLite), then the caller waits, and a failure still goes to onError, not to the caller', async () => {
    const errors: unknown[] = [];
    const bg = createBackground((e) => errors.push(e), { inline: true });
    let done = false;
    await bg.run(later(20).then(() => void (done = true)));
    expect(done).toBe(true);
    await expect(bg.run(later(5, true))).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
