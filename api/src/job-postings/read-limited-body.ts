import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Unprocessable } from '../http/errors';

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * Reads a response body, decompressed, refusing it (422) as soon as it grows past
 * maxBytes: the limit counts decoded bytes, so a small compressed bomb is refused too.
 */
export async function readLimitedBody(res: IncomingMessage, maxBytes: number, tooLarge: string): Promise<Buffer> {
  const decoder = decoderFor(res.headers['content-encoding']);
  const stream: Readable = decoder ? res.pipe(decoder) : res;
  if (decoder) res.on('error', (err) => decoder.destroy(err));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw Unprocessable(tooLarge);
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    res.destroy();
    decoder?.destroy();
    if (err && typeof err === 'object' && 'code' in err && String(err.code).startsWith('Z_')) {
      throw Unprocessable('The page was sent with broken compression.');
    }
    throw err;
  }
  return Buffer.concat(chunks);
}
