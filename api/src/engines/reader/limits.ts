/** Limits of the reader; a hostile file hits one of these before it can hurt the process. */
export const READER_LIMITS = {
  /** Same as the upload limit of the API (common/src/contract/resumes.ts). */
  maxBytes: 10 * 1024 * 1024,
  defaultTimeoutMs: 5_000,
  defaultMaxPages: 30,
  /** Zip (DOCX) central directory: a resume never needs more than this once inflated. */
  zipMaxEntries: 2_000,
  zipMaxTotalUncompressed: 100 * 1024 * 1024,
  /** Deflate tops out near 1000:1 only on degenerate data; real DOCX parts stay far below. */
  zipMaxRatio: 200,
  /** Text we hand back: far beyond any resume, small enough for any consumer. */
  maxTextChars: 500_000,
  /** Heap per worker; a bomb that gets past the other checks dies here, not in the server. */
  workerHeapMb: 512,
} as const;
