export type ReaderErrorCode = 'too_large' | 'timeout' | 'unreadable' | 'no_text' | 'too_many_pages' | 'bomb';

/** Why a document could not be read; `message` is safe to show to the user. */
export class ReaderError extends Error {
  readonly code: ReaderErrorCode;
  /** For 'no_text' on a PDF: the pages that hold only images (a scan). */
  readonly imageOnlyPages: number[];
  readonly pages?: number;

  constructor(code: ReaderErrorCode, message: string, extra: { imageOnlyPages?: number[]; pages?: number } = {}) {
    super(message);
    this.name = 'ReaderError';
    this.code = code;
    this.imageOnlyPages = extra.imageOnlyPages ?? [];
    this.pages = extra.pages;
  }
}
