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
port.postMessage('ready');
