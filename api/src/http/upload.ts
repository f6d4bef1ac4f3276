import type { RequestHandler } from 'express';
import multer from 'multer';
import { MAX_RESUME_BYTES } from '@common/contract/resumes';
import { BadRequest, HttpError, PayloadTooLarge } from './errors';

/**
 * Multipart upload of one file held in memory (never written to disk under a client's name),
 * at most 10 MB. Multer's errors become clear JSON answers.
 */
export function singleFileUpload(field: string, maxBytes = MAX_RESUME_BYTES): RequestHandler {
  const handler = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024, headerPairs: 50 },
    defParamCharset: 'utf8',
    // Keep the name as sent, so a name that climbs directories is refused, not quietly trimmed.
    preservePath: true,
  }).single(field);

  return (req, res, next) => {
    handler(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(PayloadTooLarge(`File too large: the limit is ${maxBytes / 1024 / 1024}MB`));
        if (err.code === 'LIMIT_UNEXPECTED_FILE') return next(BadRequest(`Send exactly one file, in the '${field}' field`));
        return next(BadRequest(`Upload refused: ${err.message}`));
      }
      if (err instanceof HttpError) return next(err);
      // busboy: malformed multipart bodies
      return next(BadRequest('The upload could not be read: malformed multipart body'));
    });
  };
}

/** The uploaded file of a request that passed singleFileUpload, or a 400 when none was sent. */
export function uploadedFile(req: Parameters<RequestHandler>[0], field: string): Express.Multer.File {
  if (!req.file) throw BadRequest(`No file uploaded: send it in the '${field}' field`);
  return req.file;
}
