import { ReaderError } from './reader-error';
import { normalizeText } from './normalize-text';

/** Decodes UTF-8 (with or without BOM), UTF-16 LE/BE with BOM, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export function readTxt(bytes: Uint8Array): string {
  const text = normalizeText(decodeText(bytes));
  if (!text.trim()) throw new ReaderError('no_text', 'The text file is empty.');
  return text;
}
