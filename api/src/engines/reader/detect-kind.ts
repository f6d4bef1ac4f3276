import type { DocumentKind } from './types';

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

function indexOfAscii(bytes: Uint8Array, needle: string, from = 0): number {
  const first = needle.charCodeAt(0);
  outer: for (let i = bytes.indexOf(first, from); i !== -1 && i <= bytes.length - needle.length; i = bytes.indexOf(first, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

function looksLikeText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  const head = bytes.subarray(0, 64 * 1024);
  // Binary formats carry NUL and control bytes early; plain text never does.
  let control = 0;
  for (const b of head) {
    if (b === 0) return false;
    if (b < 9 || (b > 13 && b < 32 && b !== 27)) control++;
  }
  if (control > head.length / 100) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, lastCompleteUtf8(head)));
    return true;
  } catch {
    // Legacy 8-bit text (Windows-1252) is still text; only reject when most bytes are high.
    const high = head.reduce((n, b) => n + (b > 127 ? 1 : 0), 0);
    return high < head.length / 3;
  }
}

/** Cut point that does not split a UTF-8 sequence at the end of a sample. */
function lastCompleteUtf8(bytes: Uint8Array): number {
  let end = bytes.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = bytes[end - i];
    if ((b & 0xc0) === 0x80) continue;
    if (b >= 0xc0) return end - i;
    break;
  }
  return end;
}

/**
 * Type by extension AND content: null when the extension is not .pdf/.docx/.doc/.txt
 * or the bytes don't match it (e.g. a renamed executable, a .pdf that is a zip).
 */
export function detectKind(bytes: Uint8Array, filename: string): DocumentKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  switch (ext) {
    case 'pdf':
      // The spec allows junk before the header; readers accept it within the first KB.
      return indexOfAscii(bytes.subarray(0, 1024), '%PDF-') !== -1 ? 'pdf' : null;
    case 'docx':
      return startsWith(bytes, ZIP_MAGIC) && indexOfAscii(bytes, 'word/') !== -1 ? 'docx' : null;
    case 'doc':
      return startsWith(bytes, OLE_MAGIC) ? 'doc' : null;
    case 'txt':
      return bytes.length > 0 && looksLikeText(bytes) ? 'txt' : null;
    default:
      return null;
  }
}
