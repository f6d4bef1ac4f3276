import { parentPort } from 'node:worker_threads';
import { readInThisThread } from './read-any';
import { ReaderError } from './reader-error';
import type { DocumentKind } from './types';

export interface ReaderTask {
  id: number;
  bytes: Uint8Array;
  kind: DocumentKind;
  maxPages: number;
}

export type ReaderReply =
  | { id: number; ok: true; result: Awaited<ReturnType<typeof readInThisThread>> }
  | { id: number; ok: false; code: ReaderError['code']; message: string; imageOnlyPages: number[]; pages?: number };

const port = parentPort!;
port.on('message', async (task: ReaderTask) => {
  let reply: ReaderReply;
  try {
    reply = { id: task.id, ok: true, result: await readInThisThread(task.bytes, task.kind, task.maxPages) };
  } catch (err) {
    const e = err instanceof ReaderError ? err : new ReaderError('unreadable', 'The document could not be read.');
    reply = { id: task.id, ok: false, code: e.code, message: e.message, imageOnlyPages: e.imageOnlyPages, pages: e.pages };
  }
  port.postMessage(reply);
});
// pdfjs loads its parser (pdf.worker.mjs, ~2 MB) on the first document; load it while booting
// so that cost is not charged to the first file's time budget.
// @ts-expect-error pdfjs ships no type declarations for its worker bundle
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
port.postMessage('ready');
