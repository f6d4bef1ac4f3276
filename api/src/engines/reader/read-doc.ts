import WordExtractor from 'word-extractor';
import { READER_LIMITS } from './limits';
import { ReaderError } from './reader-error';
import { normalizeText } from './normalize-text';

/** Legacy Word 97-2003 (.doc) text through word-extractor. */
export async function readDoc(bytes: Uint8Array): Promise<{ text: string; textInHeaderFooter: boolean; tables: boolean }> {
  let doc: WordExtractor.Document;
  try {
    doc = await new WordExtractor().extract(Buffer.from(bytes));
  } catch {
    throw new ReaderError('unreadable', 'The Word 97-2003 document is corrupt and could not be read.');
  }
  const body = doc.getBody();
  const text = normalizeText(body).slice(0, READER_LIMITS.maxTextChars);
  if (!text) throw new ReaderError('no_text', 'The Word document contains no text.');
  const headers = normalizeText(doc.getHeaders({ includeFooters: true }));
  // word-extractor ends each table cell with a tab; rows of several tabs mean a table.
  const tables = body.split('\n').filter((l) => (l.match(/\t/g) ?? []).length >= 2).length >= 2;
  return { text, textInHeaderFooter: headers.length > 0, tables };
}
