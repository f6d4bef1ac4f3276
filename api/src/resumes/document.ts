import path from 'node:path';
import { detectKind, readDocument, ReaderError, type DocumentKind, type ReadResult } from '../engines/reader';
import { BadRequest, type HttpError, PayloadTooLarge, Unprocessable, UnsupportedMediaType } from '../http/errors';

export const MIME_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
};

/**
 * A client's file name as we store and show it. Names that try to climb directories or
 * carry control characters are refused rather than silently rewritten.
 */
export function checkFilename(name: string): string {
  const trimmed = name.normalize('NFC').trim();
  if (!trimmed || trimmed.length > 255) throw BadRequest('Invalid file name: it must be 1 to 255 characters');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f/\\]/.test(trimmed) || trimmed === '.' || trimmed === '..' || path.basename(trimmed) !== trimmed) {
    throw BadRequest('Invalid file name: it must not contain path separators or control characters');
  }
  return trimmed;
}

/** Why a document could not be read, as an HTTP answer the user can act on. */
export function readerHttpError(err: ReaderError): HttpError {
  switch (err.code) {
    case 'too_large':
      return PayloadTooLarge('File too large: the limit is 10MB');
    case 'no_text':
      return Unprocessable(
        err.imageOnlyPages.length
          ? 'No text could be read from this file: it looks like a scanned image. Upload a text-based PDF, DOCX or TXT file.'
          : 'No text could be read from this file. Upload a PDF, DOCX, DOC or TXT file that contains text.',
      );
    case 'bomb':
      return Unprocessable('This file unpacks to far more data than a resume holds, so it was not read.');
    case 'too_many_pages':
      return Unprocessable(`This document has too many pages for a resume. ${err.message}`);
    case 'timeout':
      return Unprocessable('This file took too long to read. Try saving it again as PDF, DOCX or TXT.');
    default:
      return Unprocessable('This file could not be read: it may be damaged or password-protected.');
  }
}

export interface ReadUpload {
  filename: string;
  kind: DocumentKind;
  mimeType: string;
  read: ReadResult;
}

export type TryReadUpload = ReadUpload | { filename: string; kind: DocumentKind | null; error: ReaderError };

/**
 * Validates name and type (by extension and by content) and reads the text of an uploaded
 * file. A bad name (400), a wrong type (415) or an oversized file (413) throw; a file that
 * cannot be read comes back as `error`, for callers that answer it in their own way.
 */
export async function tryReadUpload(file: { originalname: string; buffer: Buffer }): Promise<TryReadUpload> {
  const filename = checkFilename(file.originalname);
  if (file.buffer.byteLength === 0) {
    return { filename, kind: null, error: new ReaderError('no_text', 'No text could be read from this file: it is empty.') };
  }
  const kind = detectKind(file.buffer, filename);
  if (!kind) throw UnsupportedMediaType('Unsupported file type: upload a PDF, DOCX, DOC or TXT file');
  try {
    const read = await readDocument(file.buffer, kind);
    if (!read.text.trim()) return { filename, kind, error: new ReaderError('no_text', 'empty', { imageOnlyPages: read.imageOnlyPages, pages: read.pages }) };
    return { filename, kind, mimeType: MIME_TYPES[kind], read };
  } catch (err) {
    if (!(err instanceof ReaderError)) throw err;
    if (err.code === 'too_large') throw readerHttpError(err);
    return { filename, kind, error: err };
  }
}

/** Like tryReadUpload, but a file that cannot be read is a 422 with a message the user can act on. */
export async function readUpload(file: { originalname: string; buffer: Buffer }): Promise<ReadUpload> {
  const result = await tryReadUpload(file);
  if ('error' in result) {
    if (file.buffer.byteLength === 0) throw Unprocessable('No text could be read from this file: it is empty.');
    throw readerHttpError(result.error);
  }
  return result;
}
