import type { Request, Response } from 'express';

/**
 * Aborts when the HTTP client goes away before the answer is finished, so an abandoned
 * request stops its AI call instead of paying for it. (req 'close' also fires after a normal
 * body read, so the response's 'close' without a finished write is the reliable signal.)
 */
export function clientAbortSignal(_req: Request, res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
