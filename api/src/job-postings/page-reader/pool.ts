import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { Unprocessable, type HttpError } from '../../http/errors';
import type { JobPageAnalysis } from '../../engines/job-page/read-job-page';
import { IDLE_THREAD_MS, stopWhenIdle, type ThreadSlot } from '../../engines/idle-threads';
import type { PageReply, PageTask } from './worker-main';

export interface PageReaderOptions {
  /** Threads reading pages; by default one core is left to the event loop. */
  size?: number;
  /** Budget per page from the moment a thread takes it. */
  timeoutMs?: number;
  /** Heap limit of each thread, so a page that explodes in memory costs only its thread. */
  heapMb?: number;
  /** A thread without work this long is stopped, returning its memory. */
  idleMs?: number;
}

/** Reads job pages off the event loop: (html, url) in, the engine's analysis out. */
export interface PageReader {
  analyze(html: string, url: string): Promise<JobPageAnalysis>;
  /** Threads running or starting. */
  threads(): number;
  close(): Promise<void>;
}

interface Job extends PageTask {
  resolve: (a: JobPageAnalysis) => void;
  reject: (e: HttpError) => void;
}

type Slot = ThreadSlot<Job>;

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const START_TIMEOUT_MS = 30_000;
const MAX_START_FAILURES = 3;

const unreadable = () => Unprocessable('The page could not be read.');

/**
 * A small pool of threads running the job-page engine. Parsing is synchronous CPU work, so a
 * 5 MB hostile page on the event loop would stall every request; here a thread over its
 * budget (or out of memory) is terminated and replaced, and the caller gets a 422.
 */
export function createPageReader(opts: PageReaderOptions = {}): PageReader {
  const size = opts.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const timeoutMs = opts.timeoutMs ?? 5_000;
  const heapMb = opts.heapMb ?? 512;
  const idleMs = opts.idleMs ?? IDLE_THREAD_MS;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let startFailures = 0;
  let closed = false;

  function spawn(): void {
    const worker = new Worker(BOOT, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    const slot: Slot = { worker, ready: false, job: null };
    slots.push(slot);
    slot.timer = setTimeout(() => fail(slot, unreadable(), true), START_TIMEOUT_MS);
    worker.on('message', (msg: 'ready' | PageReply) => {
      if (msg === 'ready') {
        clearTimeout(slot.timer);
        slot.ready = true;
        startFailures = 0;
        worker.unref();
        dispatch();
        if (!slot.job) stopWhenIdle(slots, slot, idleMs);
        return;
      }
      const job = slot.job;
      if (!job || msg.id !== job.id) return;
      clearTimeout(slot.timer);
      slot.job = null;
      // An idle thread must not keep the process (or a test run) alive.
      worker.unref();
      if (msg.ok) job.resolve(msg.analysis);
      else job.reject(unreadable());
      dispatch();
      if (!slot.job) stopWhenIdle(slots, slot, idleMs);
    });
    worker.on('error', (err: Error & { code?: string }) => {
      const oom = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      fail(slot, oom ? Unprocessable('The page needs more memory to read than a job posting can.') : unreadable(), !slot.ready);
    });
    worker.on('exit', () => fail(slot, unreadable(), !slot.ready));
  }

  function fail(slot: Slot, error: HttpError, duringStart: boolean): void {
    const i = slots.indexOf(slot);
    if (i === -1) return;
    slots.splice(i, 1);
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    slot.job?.reject(error);
    slot.job = null;
    if (duringStart && ++startFailures >= MAX_START_FAILURES) {
      for (const job of queue.splice(0)) job.reject(Unprocessable('The page reader is unavailable.'));
      return;
    }
    grow();
    dispatch();
  }

  /** Starts threads while queued pages outnumber the threads that are idle or starting. */
  function grow(): void {
    while (!closed && slots.length < size && queue.length > slots.filter((s) => !s.job).length) spawn();
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (!queue.length) return;
      if (!slot.ready || slot.job) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      clearTimeout(slot.timer);
      slot.timer = setTimeout(
        () => fail(slot, Unprocessable(`The page is too large or too complex to read in time (over ${timeoutMs / 1000} s).`), false),
        timeoutMs,
      );
      const task: PageTask = { id: job.id, html: job.html, url: job.url };
      slot.worker.postMessage(task);
    }
  }

  return {
    analyze(html, url) {
      if (closed) return Promise.reject(Unprocessable('The page reader is shut down.'));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, html, url, resolve, reject });
        grow();
        dispatch();
      });
    },
    threads: () => slots.length,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(Unprocessable('The page reader is shut down.'));
      const all = slots.splice(0);
      for (const slot of all) {
        clearTimeout(slot.timer);
        slot.job?.reject(Unprocessable('The page reader is shut down.'));
      }
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}

let shared: PageReader | null = null;

/** The process-wide page reader, started on first use. */
export function sharedPageReader(): PageReader {
  shared ??= createPageReader();
  return shared;
}

/** Stops the process-wide page reader (graceful shutdown). */
export async function closeSharedPageReader(): Promise<void> {
  const reader = shared;
  shared = null;
  await reader?.close();
}
