import express from 'express';
import { generateCoverLetterRequestSchema } from '@common/contract/cover-letters';
import { clientAbortSignal } from '../ai/abort';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import { currentUser, requireUser } from '../http/require-user';
import type { CoverLetterService } from './service';

/** Comment lines keep proxies from closing a quiet stream while the provider thinks. */
const HEARTBEAT_MS = 15_000;

export function coverLettersRouter(letters: CoverLetterService) {
  const router = express.Router();

  router.post('/cover-letters/generate', requireUser, async (req, res) => {
    const body = parse(generateCoverLetterRequestSchema, req.body ?? {});
    const job = await letters.prepare(currentUser(req).id, body);
    const response = await letters.write(job, { signal: clientAbortSignal(req, res) });
    res.json({ response });
  });

  /**
   * Same body and checks as /generate; the letter arrives as Server-Sent Events: 'delta'
   * {text} pieces, then 'done' {response} (the stored letter), or 'error' {message}.
   * Failures found before the first byte (no resume, no posting, no key) are plain JSON errors.
   */
  router.post('/cover-letters/generate/stream', requireUser, async (req, res) => {
    const body = parse(generateCoverLetterRequestSchema, req.body ?? {});
    const job = await letters.prepare(currentUser(req).id, body);
    const signal = clientAbortSignal(req, res);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    try {
      const response = await letters.write(job, { signal, onDelta: (text) => send('delta', { text }) });
      send('done', { response });
    } catch (err) {
      if (!signal.aborted) {
        if (!(err instanceof HttpError)) req.log?.error({ err }, 'cover letter stream failed');
        send('error', { message: err instanceof HttpError ? err.message : 'Cover letter generation failed. Please try again.' });
      }
    } finally {
      clearInterval(heartbeat);
      res.end();
    }
  });

  return router;
}
