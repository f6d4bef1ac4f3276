import { getDocument, OPS, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { READER_LIMITS } from './limits';
import { ReaderError } from './reader-error';
import { normalizeText } from './normalize-text';
import { layoutPages, type PageFragments } from './pdf-layout';

export interface PdfText {
  text: string;
  pages: number;
  columns: number;
  imageOnlyPages: number[];
  tables: boolean;
  textInHeaderFooter: boolean;
}

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat]);

/** PDF text in reading order through pdfjs text items and their positions. */
export async function readPdf(bytes: Uint8Array, maxPages: number): Promise<PdfText> {
  // pdfjs takes ownership of (detaches) the buffer it is given.
  const task = getDocument({
    data: bytes.slice(),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => {});
    const password = (err as { name?: string })?.name === 'PasswordException';
    throw new ReaderError('unreadable', password ? 'The PDF is password-protected.' : 'The PDF is corrupt and could not be read.');
  }
  try {
    if (doc.numPages > maxPages) {
      throw new ReaderError('too_many_pages', `The PDF has ${doc.numPages} pages; at most ${maxPages} are read.`, { pages: doc.numPages });
    }
    const pages: PageFragments[] = [];
    const imageOnlyPages: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const fragments = [];
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string' || !item.str.trim()) continue;
        const [a, b, c, d, x, y] = Util.transform(viewport.transform, item.transform);
        const size = Math.hypot(c, d) || Math.hypot(a, b) || 10;
        const scaleX = Math.hypot(a, b) / (Math.hypot(item.transform[0], item.transform[1]) || 1);
        fragments.push({ str: item.str, x, y, width: item.width * (scaleX || 1), size });
      }
      if (!fragments.length) {
        const ops = await page.getOperatorList();
        if (ops.fnArray.some((fn) => IMAGE_OPS.has(fn))) imageOnlyPages.push(n);
      }
      pages.push({ fragments, width: viewport.width, height: viewport.height });
      page.cleanup();
    }
    const layout = layoutPages(pages);
    const text = normalizeText(layout.text).slice(0, READER_LIMITS.maxTextChars);
    if (!text) {
      throw new ReaderError(
        'no_text',
        imageOnlyPages.length ? 'The PDF is a scan (images only); it has no text to read.' : 'The PDF contains no text.',
        { imageOnlyPages, pages: doc.numPages },
      );
    }
    return { text, pages: doc.numPages, columns: layout.columns, imageOnlyPages, tables: layout.tables, textInHeaderFooter: layout.textInHeaderFooter };
  } catch (err) {
    if (err instanceof ReaderError) throw err;
    throw new ReaderError('unreadable', 'The PDF is corrupt and could not be read.');
  } finally {
    await doc.destroy().catch(() => {});
  }
}
