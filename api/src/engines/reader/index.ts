/**
 * The document reader: bytes of a PDF, DOCX, DOC or TXT in, text in reading order and
 * layout facts out. The only public entry of the reader.
 */
import { READER_LIMITS } from './limits';
import { defaultPoolSize, ReaderPool } from './pool';
import { ReaderError } from './reader-error';
import type { DocumentKind, ReadOptions, ReadResult } from './types';

export { detectKind } from './detect-kind';
export { ReaderError } from './reader-error';
export type { ReaderErrorCode } from './reader-error';
export type { DocumentKind, ReadOptions, ReadResult } from './types';

let pool: ReaderPool | null = null;
let defaultTimeoutMs: number = READER_LIMITS.defaultTimeoutMs;

/** Sets the time budget used when a call names none (the server's READER_TIMEOUT_MS). */
export function setDefaultReadTimeout(ms: number): void {
  defaultTimeoutMs = Math.max(1, ms);
}

/** Reads in a worker-thread pool with a time budget (default 5 s) and page (default 30) and size limits; never blocks the event loop. */
export function readDocument(bytes: Uint8Array, kind: DocumentKind, opts: ReadOptions = {}): Promise<ReadResult> {
  if (bytes.byteLength > READER_LIMITS.maxBytes) return Promise.reject(new ReaderError('too_large', 'The file is larger than 10 MB.'));
  if (bytes.byteLength === 0) return Promise.reject(new ReaderError('no_text', 'The file is empty.'));
  const timeoutMs = Math.max(1, opts.timeoutMs ?? defaultTimeoutMs);
  const maxPages = Math.max(1, opts.maxPages ?? READER_LIMITS.defaultMaxPages);
  pool ??= new ReaderPool(defaultPoolSize());
  return pool.run(bytes, kind, maxPages, timeoutMs);
}

/** Terminates the reader threads; a later readDocument starts a fresh pool. */
export async function shutdownReaderPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
