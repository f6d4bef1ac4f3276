import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { IDLE_THREAD_MS, stopWhenIdle, type ThreadSlot } from '../idle-threads';
import { READER_LIMITS } from './limits';
import { ReaderError } from './reader-error';
import type { DocumentKind, ReadResult } from './types';
import type { ReaderReply, ReaderTask } from './worker-main';

interface Job {
  id: number;
  bytes: Uint8Array;
  kind: DocumentKind;
  maxPages: number;
  timeoutMs: number;
  resolve: (r: ReadResult) => void;
  reject: (e: ReaderError) => void;
}

type Slot = ThreadSlot<Job>;

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
/** A worker that cannot even start (broken install) must not be respawned forever. */
const MAX_START_FAILURES = 3;
const START_TIMEOUT_MS = 30_000;

/**
 * Up to `size` reader threads, started as documents arrive and stopped after `idleMs`
 * without work. Each job gets its time budget from the moment a worker takes it; a worker
 * over budget (or out of memory) is terminated and replaced, so a hostile file costs at
 * most its budget and the event loop never runs a parser.
 */
export class ReaderPool {
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private nextId = 1;
  private startFailures = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly idleMs = IDLE_THREAD_MS,
  ) {}

  /** Threads running or starting. */
  get threads(): number {
    return this.slots.length;
  }

  run(bytes: Uint8Array, kind: DocumentKind, maxPages: number, timeoutMs: number): Promise<ReadResult> {
    if (this.closed) return Promise.reject(new ReaderError('unreadable', 'The reader is shut down.'));
    return new Promise<ReadResult>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, bytes, kind, maxPages, timeoutMs, resolve, reject });
      this.grow();
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new ReaderError('unreadable', 'The reader is shut down.'));
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      clearTimeout(slot.timer);
      slot.job?.reject(new ReaderError('unreadable', 'The reader is shut down.'));
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private grow() {
    const busyOrStarting = this.slots.filter((s) => s.job || !s.ready).length;
    const wanted = Math.min(this.size, this.slots.length + Math.max(0, this.queue.length - (this.slots.length - busyOrStarting)));
    while (this.slots.length < wanted && !this.closed) this.spawn();
  }

  private spawn() {
    const worker = new Worker(BOOT, { resourceLimits: { maxOldGenerationSizeMb: READER_LIMITS.workerHeapMb } });
    const slot: Slot = { worker, ready: false, job: null };
    this.slots.push(slot);
    slot.timer = setTimeout(() => this.fail(slot, new ReaderError('unreadable', 'The reader did not start.'), true), START_TIMEOUT_MS);
    worker.on('message', (msg: 'ready' | ReaderReply) => {
      if (msg === 'ready') {
        clearTimeout(slot.timer);
        slot.ready = true;
        this.startFailures = 0;
        this.dispatch();
        if (!slot.job) stopWhenIdle(this.slots, slot, this.idleMs);
        return;
      }
      const job = slot.job;
      if (!job || msg.id !== job.id) return;
      clearTimeout(slot.timer);
      slot.job = null;
      worker.unref();
      if (msg.ok) job.resolve(msg.result);
      else job.reject(new ReaderError(msg.code, msg.message, { imageOnlyPages: msg.imageOnlyPages, pages: msg.pages }));
      this.dispatch();
      if (!slot.job) stopWhenIdle(this.slots, slot, this.idleMs);
    });
    worker.on('error', (err: Error & { code?: string }) => {
      const oom = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.fail(slot, new ReaderError(oom ? 'bomb' : 'unreadable', oom ? 'The document needs more memory than a resume can.' : 'The document could not be read.'), !slot.ready);
    });
    worker.on('exit', () => this.fail(slot, new ReaderError('unreadable', 'The document could not be read.'), !slot.ready));
  }

  /** Drops a slot (terminating its worker), fails its job, and keeps the pool at strength. */
  private fail(slot: Slot, error: ReaderError, duringStart: boolean) {
    const i = this.slots.indexOf(slot);
    if (i === -1) return;
    this.slots.splice(i, 1);
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    slot.job?.reject(error);
    slot.job = null;
    if (duringStart && ++this.startFailures >= MAX_START_FAILURES) {
      for (const job of this.queue.splice(0)) job.reject(new ReaderError('unreadable', 'The document reader is unavailable.'));
      return;
    }
    this.grow();
    this.dispatch();
  }

  private dispatch() {
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (!slot.ready || slot.job) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      clearTimeout(slot.timer);
      slot.timer = setTimeout(
        () => this.fail(slot, new ReaderError('timeout', `Reading the document took longer than ${job.timeoutMs} ms.`), false),
        job.timeoutMs,
      );
      // A real copy: Buffer#slice shares memory (often Node's pooled slab), and transferring
      // that would detach the caller's bytes and unrelated buffers.
      const copy = new Uint8Array(job.bytes);
      const task: ReaderTask = { id: job.id, bytes: copy, kind: job.kind, maxPages: job.maxPages };
      slot.worker.postMessage(task, [copy.buffer as ArrayBuffer]);
    }
  }
}

/** Threads to use: leave a core for the event loop; READER_WORKERS overrides. */
export function defaultPoolSize(): number {
  const fromEnv = Number(process.env.READER_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return Math.min(fromEnv, 16);
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}
