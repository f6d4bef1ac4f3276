/**
 * Bookkeeping writes (usage counters, operation metrics) run beside the answer instead of
 * before it: on SQLite each write is a synced commit that would add its time to the
 * user's wait. flush() waits for them (shutdown, tests).
 */
export function createBackground(onError: (err: unknown) => void = () => {}) {
  const pending = new Set<Promise<unknown>>();
  return {
    run(work: Promise<unknown>): void {
      const p = work.catch(onError).finally(() => pending.delete(p));
      pending.add(p);
    },
    async flush(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
