/**
 * Bookkeeping writes (usage counters, operation metrics) run beside the answer instead of
 * before it, so their commits do not add to the user's wait. `inline` awaits them instead:
 * SQLite opens a second connection per transaction, and a write running beside another
 * request's transaction can make it fail as busy. flush() waits for pending writes.
 * Either way a failed write is reported to onError, never to the request.
 */
export function createBackground(onError: (err: unknown) => void = () => {}, { inline = false } = {}) {
  const pending = new Set<Promise<unknown>>();
  return {
    run(work: Promise<unknown>): Promise<void> {
      const p: Promise<void> = work.then(
        () => undefined,
        (err: unknown) => void onError(err),
      ).finally(() => pending.delete(p));
      pending.add(p);
      return inline ? p : Promise.resolve();
    },
    async flush(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
