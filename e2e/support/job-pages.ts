import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLoopback } from './loopback-server';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/jobs');

/** Serves e2e/fixtures/jobs/*.html on loopback as a job board would. */
export function startJobPages() {
  return startLoopback(async (req, _body, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
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
