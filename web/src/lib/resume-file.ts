import { MAX_RESUME_BYTES, RESUME_EXTENSIONS } from '@common/contract/resumes';

const RESUME_MIME_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
]);

/** PDF, DOCX, DOC or plain text, by MIME type or, when the browser gives none, by extension. */
export function isResumeFile(file: File): boolean {
  if (file.type && RESUME_MIME_TYPES.has(file.type)) return true;
  const name = file.name.toLowerCase();
  return RESUME_EXTENSIONS.some((ext) => name.endsWith(ext));
}

export const isTooLarge = (file: File) => file.size > MAX_RESUME_BYTES;

export const INVALID_FILE_TOAST = {
  title: 'Invalid file type',
  description: 'Please upload a PDF, DOCX, DOC, or TXT file.',
  variant: 'destructive',
} as const;

export const TOO_LARGE_TOAST = {
  title: 'File too large',
  description: 'Please choose a file of 10MB or less.',
  variant: 'destructive',
} as const;
