import type { Worker } from 'node:worker_threads';

/** A pool's thread: its worker, whether it has started, the job it runs (null when idle) and its one timer. */
export interface ThreadSlot<J = unknown> {
  worker: Worker;
  ready: boolean;
  job: J | null;
  timer?: NodeJS.Timeout;
}

/** A thread idle this long is stopped, which returns its memory; the next job starts one again. */
export const IDLE_THREAD_MS = 60_000;

/**
 * Stops `slot`'s thread if it is still without work after `idleMs`. The slot leaves `slots`
 * first, so the pool does not take the worker's exit for a failure.
 */
export function stopWhenIdle<S extends ThreadSlot>(slots: S[], slot: S, idleMs: number): void {
  clearTimeout(slot.timer);
  slot.timer = setTimeout(() => {
    const i = slots.indexOf(slot);
    if (i === -1 || slot.job) return;
    slots.splice(i, 1);
    void slot.worker.terminate();
  }, idleMs);
  slot.timer.unref();
}
