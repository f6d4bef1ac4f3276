import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectKind, readDocument, ReaderError, setDefaultReadTimeout, shutdownReaderPool } from './index';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

async function readError(p: Promise<unknown>): Promise<ReaderError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ReaderError);
    return err as ReaderError;
  }
  throw new Error('expected a ReaderError');
}

// Correctness here, not speed: a loaded test machine must not turn a slow read into a failure.
// The budget itself is tested with an explicit timeoutMs below.
beforeAll(() => setDefaultReadTimeout(60_000));
afterAll(() => shutdownReaderPool());

describe('detectKind', () => {
  it('accepts each format only when extension and content agree', () => {
    expect(detectKind(fixture('one-column.pdf'), 'cv.PDF')).toBe('pdf');
    expect(detectKind(fixture('resume.docx'), 'cv.docx')).toBe('docx');
    expect(detectKind(fixture('resume.doc'), 'cv.doc')).toBe('doc');
    expect(detectKind(fixture('utf16le.txt'), 'cv.txt')).toBe('txt');
    expect(detectKind(fixture('utf8-bom.txt'), 'cv.txt')).toBe('txt');
  });

  it('refuses renamed files and unknown extensions', () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    expect(detectKind(exe, 'cv.pdf')).toBeNull();
    expect(detectKind(exe, 'cv.txt')).toBeNull();
    expect(detectKind(exe, 'cv.doc')).toBeNull();
    expect(detectKind(fixture('resume.docx'), 'cv.pdf')).toBeNull();
    expect(detectKind(fixture('one-column.pdf'), 'cv.docx')).toBeNull();
    expect(detectKind(fixture('resume.doc'), 'cv.docx')).toBeNull();
    expect(detectKind(fixture('one-column.pdf'), 'cv.rtf')).toBeNull();
    expect(detectKind(fixture('one-column.pdf'), 'pdf')).toBeNull();
    expect(detectKind(new Uint8Array(), 'cv.txt')).toBeNull();
  });
});

describe('readDocument: PDF', () => {
  it('reads a one-column PDF in order and keeps a right-aligned date on its entry line', async () => {
    const r = await readDocument(fixture('one-column.pdf'), 'pdf');
    expect(r).toMatchObject({ kind: 'pdf', pages: 1, columns: 1, imageOnlyPages: [] });
    const lines = r.text.split('\n');
    expect(lines[0]).toBe('Amara Okafor');
    expect(lines).toContain('Senior Software Engineer, Paystack Labs\tMar 2020 – Present');
    expect(r.text.indexOf('Summary')).toBeLessThan(r.text.indexOf('Experience'));
    // Section headings start paragraphs.
    expect(r.text).toContain('\n\nExperience\n');
  });

  it('reads a sidebar layout column by column, not line by line across columns', async () => {
    const r = await readDocument(fixture('sidebar.pdf'), 'pdf');
    expect(r.columns).toBe(2);
    const t = r.text;
    expect(t).toContain('lukas.schneider@example.de\n+49 30 1234 5678\nBerlin, Germany');
    expect(t).toContain('Python\nDjango\nPostgreSQL');
    // The whole sidebar comes before the main column, and the main column stays whole.
    expect(t.indexOf('English (fluent)')).toBeLessThan(t.indexOf('Profile'));
    expect(t).toMatch(/Staff Engineer — Zalando SE\n04\/2019 – Current\n+Reduced cloud spend/);
  });

  it('counts pages and refuses more pages than allowed', async () => {
    const r = await readDocument(fixture('two-pages.pdf'), 'pdf');
    expect(r.pages).toBe(2);
    expect(r.text).toMatch(/Kora Networks[\s\S]*Skills\nGo, PostgreSQL/);
    const err = await readError(readDocument(fixture('two-pages.pdf'), 'pdf', { maxPages: 1 }));
    expect(err.code).toBe('too_many_pages');
  });

  it('says no_text for an empty PDF and names the image-only pages of a scan', async () => {
    const blank = await readError(readDocument(fixture('blank.pdf'), 'pdf'));
    expect(blank.code).toBe('no_text');
    expect(blank.imageOnlyPages).toEqual([]);
    const scan = await readError(readDocument(fixture('scanned.pdf'), 'pdf'));
    expect(scan.code).toBe('no_text');
    expect(scan.imageOnlyPages).toEqual([1]);
  });

  it('says unreadable for a corrupt PDF', async () => {
    const junk = new Uint8Array(4000).map((_, i) => (i * 7919) % 251);
    const bytes = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...junk]);
    expect((await readError(readDocument(bytes, 'pdf'))).code).toBe('unreadable');
  });
});

describe('readDocument: Word and text', () => {
  it('reads a DOCX and flags its table and header text', async () => {
    const r = await readDocument(fixture('resume.docx'), 'docx');
    expect(r).toMatchObject({ kind: 'docx', pages: 1, columns: 1, tables: true, textInHeaderFooter: true });
    expect(r.text).toContain('Product Designer, Gogoro\t2019 - Present');
    expect(r.text).toContain('Raised checkout conversion by 18%');
  });

  it('reads a Word 97 DOC made by LibreOffice', async () => {
    const r = await readDocument(fixture('resume.doc'), 'doc');
    expect(r).toMatchObject({ kind: 'doc', tables: true, textInHeaderFooter: true });
    expect(r.text).toContain('Mei Chen\nTaipei, Taiwan');
    expect(r.text).toContain('Product Designer, Gogoro\t2019 - Present');
  });

  it('refuses a zip bomb before inflating it', async () => {
    expect((await readError(readDocument(fixture('bomb.docx'), 'docx'))).code).toBe('bomb');
  });

  it('says unreadable for a truncated DOCX and a broken DOC', async () => {
    const docx = fixture('resume.docx');
    expect((await readError(readDocument(docx.subarray(0, docx.length / 2), 'docx'))).code).toBe('unreadable');
    const doc = fixture('resume.doc');
    expect((await readError(readDocument(doc.subarray(0, 600), 'doc'))).code).toBe('unreadable');
  });

  it('decodes UTF-8 with BOM and UTF-16 LE and BE to the same text', async () => {
    const texts = await Promise.all(['utf8-bom.txt', 'utf16le.txt', 'utf16be.txt'].map(async (f) => (await readDocument(fixture(f), 'txt')).text));
    expect(texts[0]).toMatch(/^José Álvarez Núñez\nMadrid, España/);
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).toBe(texts[0]);
  });
});

describe('readDocument: limits', () => {
  it('refuses files over 10 MB without reading them', async () => {
    expect((await readError(readDocument(new Uint8Array(10 * 1024 * 1024 + 1), 'pdf'))).code).toBe('too_large');
  });

  it('stops a read that exceeds its budget and keeps serving afterwards', async () => {
    const err = await readError(readDocument(fixture('two-pages.pdf'), 'pdf', { timeoutMs: 1 }));
    expect(err.code).toBe('timeout');
    const r = await readDocument(fixture('one-column.pdf'), 'pdf');
    expect(r.text).toContain('Amara Okafor');
  });

  it('reads many documents at once', async () => {
    const names = ['one-column.pdf', 'sidebar.pdf', 'resume.docx', 'utf16le.txt'] as const;
    const kinds = { 'one-column.pdf': 'pdf', 'sidebar.pdf': 'pdf', 'resume.docx': 'docx', 'utf16le.txt': 'txt' } as const;
    const all = await Promise.all(Array.from({ length: 12 }, (_, i) => readDocument(fixture(names[i % 4]), kinds[names[i % 4]])));
    expect(all.map((r) => r.kind)).toEqual(Array.from({ length: 12 }, (_, i) => kinds[names[i % 4]]));
  });
});
