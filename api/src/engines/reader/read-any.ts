import { READER_LIMITS } from './limits';
import { ReaderError } from './reader-error';
import { readDoc } from './read-doc';
import { readDocx } from './read-docx';
import { readPdf } from './read-pdf';
import { readTxt } from './read-txt';
import type { DocumentKind, ReadResult } from './types';

/** Reads in the calling thread; the pool runs this inside a worker. */
export async function readInThisThread(bytes: Uint8Array, kind: DocumentKind, maxPages: number = READER_LIMITS.defaultMaxPages): Promise<ReadResult> {
  if (bytes.byteLength > READER_LIMITS.maxBytes) throw new ReaderError('too_large', 'The file is larger than 10 MB.');
  const flat = { pages: 1, columns: 1, imageOnlyPages: [] as number[], tables: false, textInHeaderFooter: false };
  switch (kind) {
    case 'pdf':
      return { kind, ...(await readPdf(bytes, maxPages)) };
    case 'docx':
      return { kind, ...flat, ...(await readDocx(bytes)) };
    case 'doc':
      return { kind, ...flat, ...(await readDoc(bytes)) };
    case 'txt':
      return { kind, ...flat, text: readTxt(bytes) };
    default:
      throw new ReaderError('unreadable', `Unsupported document kind: ${String(kind)}`);
  }
}
