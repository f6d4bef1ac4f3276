import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendJson, startLoopback } from '../../support/loopback-server';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/**
 * Serves e2e/extension/fixtures/*.html on loopback as a job board would, and lists who asked
 * for what at GET /__requests (the browser, or the API fetching the page itself).
 */
export function startJobBoard() {
  const requests: Array<{ path: string; userAgent: string }> = [];
  return startLoopback(async (req, _body, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === '/__requests') return sendJson(res, 200, requests);
    requests.push({ path: pathname, userAgent: req.headers['user-agent'] ?? '' });
    const name = path.basename(pathname);
    try {
      const html = await readFile(path.join(dir, name.endsWith('.html') ? name : `${name}.html`), 'utf8');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end('<h1>Not found</h1>');
    }
  });
}
