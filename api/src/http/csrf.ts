import type { RequestHandler } from 'express';
import { Forbidden } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request that carries cookies must come from an allowed
 * Origin (the app itself, configured extension origins). Browsers always send Origin on
 * cross-site POSTs; a request with neither Origin nor a cross-site Sec-Fetch-Site is not
 * from a browser page and cannot ride on a victim's cookies.
 */
export function originCheck(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, _res, next) => {
    if (SAFE.has(req.method) || !req.headers.cookie) return next();
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (!allowed.has(origin)) throw Forbidden('Request refused: it came from an origin this app does not trust');
      return next();
    }
    const site = req.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') {
      throw Forbidden('Request refused: it came from an origin this app does not trust');
    }
    next();
  };
}
