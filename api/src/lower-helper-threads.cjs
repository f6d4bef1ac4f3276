/**
 * Preloaded before anything else (`node --require ./api/src/lower-helper-threads.cjs
 * --import tsx api/src/server.ts`): lowers the CPU priority of V8's platform threads below
 * the event loop's.
 *
 * Why: V8 marks the old generation on those threads, concurrently with JavaScript. On a
 * 2-core machine a major collection's 100-200 ms of marking (every 4-15 s under load) took
 * a core from the event loop, and reads queued behind it in clusters of 20-60 ms
 * (`npm run bench -- load`). At nice 10 the collector still gets every idle cycle, but
 * where it and the event loop want the same core, the event loop gets about nine tenths of
 * it (scheduler weights 1024 against 110).
 *
 * Why a CommonJS preload: it runs before Node's ESM loader, which starts libuv's thread
 * pool. So the threads beside the main one here are only V8's (and Node's idle signal
 * thread); the pool, which runs SQLite statements for requests, and the reader workers are
 * started later by the main thread and keep its priority. Linux only (thread ids from
 * /proc); elsewhere, or where the kernel refuses, nothing changes.
 */
'use strict';
const { readdirSync } = require('node:fs');
const os = require('node:os');
const { isMainThread } = require('node:worker_threads');

const HELPER_THREAD_NICE = 10;

let tids = [];
// Node runs preloads again in every worker thread (the ESM hooks thread, the readers), by
// which time the pool is running: only the main thread's first run counts.
if (isMainThread) {
  try {
    tids = readdirSync('/proc/self/task').map(Number);
  } catch {
    // not Linux
  }
}
for (const tid of tids) {
  // The main thread's id is the process id; it keeps its priority.
  if (tid === process.pid) continue;
  try {
    if (os.getPriority(tid) < HELPER_THREAD_NICE) os.setPriority(tid, HELPER_THREAD_NICE);
  } catch {
    // The kernel refused: the thread keeps its priority.
  }
}
