/**
 * Errors that carry an HTTP status. Anything thrown that is not an HttpError
 * reaches the client as a generic 500 with no detail (see error-handler.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const BadRequest = (message = 'Bad request') => new HttpError(400, message);
export const Unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const Forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const NotFound = (message = 'Not found') => new HttpError(404, message);
export const PayloadTooLarge = (message = 'File too large') => new HttpError(413, message);
export const UnsupportedMediaType = (message = 'Unsupported file type') => new HttpError(415, message);
export const Unprocessable = (message: string) => new HttpError(422, message);
export const TooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const BadGateway = (message: string) => new HttpError(502, message);
export const ServiceUnavailable = (message = 'Service unavailable') => new HttpError(503, message);
