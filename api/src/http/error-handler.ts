import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ConnectionError, DatabaseError, TimeoutError } from 'sequelize';
import { HttpError, NotFound } from './errors';

/** Socket-level codes of a database connection that dropped in the middle of a query. */
const LOST_CONNECTION = new Set(['PROTOCOL_CONNECTION_LOST', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED', 'ESOCKET']);

/**
 * The database cannot be reached (refused, unreachable, pool timed out, connection lost
 * mid-query): a passing condition the client should retry, not a bug.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof ConnectionError) return true;
  if (!(err instanceof DatabaseError)) return false;
  const parent = err.parent as Error & { code?: string; fatal?: boolean };
  return LOST_CONNECTION.has(parent?.code ?? '') || parent?.fatal === true;
}

/** MySQL/MariaDB codes of a transaction that lost a lock race and was rolled back whole. */
const LOCK_CONFLICT = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/**
 * Another writer held the data (a deadlock victim, a lock wait timeout, SQLite busy): the
 * transaction was rolled back whole, so the same request can simply be sent again.
 */
export function isDatabaseBusy(err: unknown): boolean {
  if (err instanceof TimeoutError) return true;
  if (!(err instanceof DatabaseError)) return false;
  const code = (err.parent as Error & { code?: string })?.code ?? '';
  return LOCK_CONFLICT.has(code) || code === 'SQLITE_BUSY';
}

/** Unknown /api paths answer JSON, not the web app's HTML. */
export const apiNotFound: RequestHandler = (req) => {
  throw NotFound(`No such endpoint: ${req.method} ${req.baseUrl}${req.path}`);
};

/**
 * The one place errors become responses: HttpErrors keep their status and message; an
 * unreachable or busy database is a 503 the client may retry; body parser errors keep
 * theirs; anything else is logged and answered as a generic 500.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (err instanceof HttpError) {
    res.set(err.headers).status(err.status).json({ message: err.message });
    return;
  }
  if (isDatabaseUnavailable(err)) {
    req.log?.warn({ err }, 'database unavailable');
    res.set('Retry-After', '5').status(503).json({ message: 'The database is not answering; try again shortly' });
    return;
  }
  if (isDatabaseBusy(err)) {
    req.log?.warn({ err }, 'database busy');
    res.set('Retry-After', '1').status(503).json({ message: 'The database is busy with other changes; try again in a moment' });
    return;
  }
  // body-parser and similar: status on the error, message safe to show.
  const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message =
      err.type === 'entity.too.large'
        ? 'Request body is too large'
        : err.type === 'entity.parse.failed'
          ? 'Request body is not valid JSON'
          : err.expose && err.message
            ? err.message
            : 'Bad request';
    res.status(status).json({ message });
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};
