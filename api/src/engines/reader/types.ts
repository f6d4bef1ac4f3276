export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'txt';

export interface ReadResult {
  kind: DocumentKind;
  /** Reading order, lines separated by \n, paragraphs by blank lines. */
  text: string;
  /** 1 for txt/docx/doc. */
  pages: number;
  /** Layout detected (1 or 2+), PDF only, else 1. */
  columns: number;
  /** PDF pages with no text layer (scanned). */
  imageOnlyPages: number[];
  /** Layout risk flags the ATS scorer can use (best effort). */
  tables: boolean;
  textInHeaderFooter: boolean;
}

export interface ReadOptions {
  timeoutMs?: number;
  maxPages?: number;
}
