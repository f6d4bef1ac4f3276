import mammoth from 'mammoth';
import { READER_LIMITS } from './limits';
import { ReaderError } from './reader-error';
import { normalizeText } from './normalize-text';
import { openGuardedZip } from './zip-guard';

export interface DocxText {
  text: string;
  tables: boolean;
  textInHeaderFooter: boolean;
}

const PART_MAX = 20 * 1024 * 1024;

/** DOCX text through mammoth, after the zip directory has been checked for bombs. */
export async function readDocx(bytes: Uint8Array): Promise<DocxText> {
  const zip = await openGuardedZip(bytes);
  if (!zip.names.includes('word/document.xml')) throw new ReaderError('unreadable', 'The file is not a Word document (no word/document.xml).');
  // mammoth drops headers and footers; ATS parsers often do too, so their text is a risk flag.
  const document = (await zip.read('word/document.xml', PART_MAX)).toString('utf8');
  let textInHeaderFooter = false;
  for (const name of zip.names.filter((n) => /^word\/(header|footer)\d*\.xml$/.test(n))) {
    const xml = (await zip.read(name, PART_MAX)).toString('utf8');
    if (/<w:t(?:\s[^>]*)?>[^<]*\S/.test(xml)) textInHeaderFooter = true;
  }
  let raw: string;
  try {
    raw = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  } catch {
    throw new ReaderError('unreadable', 'The Word document is corrupt and could not be read.');
  }
  const text = normalizeText(raw).slice(0, READER_LIMITS.maxTextChars);
  if (!text) throw new ReaderError('no_text', 'The Word document contains no text.');
  return { text, tables: /<w:tbl[\s>]/.test(document), textInHeaderFooter };
}
