import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pacedLoad } from './paced-load';

let server: http.Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A loopback server; `handle` answers each request (the number counts from 1). */
async function serve(handle: (n: number, req: http.IncomingMessage, res: http.ServerResponse) => void) {
  let n = 0;
  server = http.createServer((req, res) => handle(++n, req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('pacedLoad', () => {
  it('sends rate × seconds requests spread over the run, in turn over the given requests, and counts non-2xx as failed', async () => {
    const seen: Array<{ at: number; path: string; cookie?: string }> = [];
    const origin = await serve((_n, req, res) => {
      seen.push({ at: performance.now(), path: req.url!, cookie: req.headers.cookie });
      res.statusCode = req.url === '/missing' ? 404 : 200;
      res.end('{}');
    });
    const r = await pacedLoad({
      origin,
      rate: 100,
      seconds: 1,
      requests: [
        { method: 'GET', path: '/a', headers: { cookie: 'sid=1' } },
        { method: 'GET', path: '/missing', headers: {} },
      ],
    });
    expect(r.total).toBe(100);
    expect(seen).toHaveLength(100);
    expect(seen.filter((s) => s.path === '/a')).toHaveLength(50);
    expect(seen.find((s) => s.path === '/a')!.cookie).toBe('sid=1');
    expect(r.failed).toBe(50);
    // Paced, not sent at once: the last request leaves about a second after the first.
    expect(seen.at(-1)!.at - seen[0]!.at).toBeGreaterThan(900);
    expect(r.p50).toBeLessThan(50);
  });

  it('when the server stalls, then the requests due meanwhile count their wait from when they were due', async () => {
    const origin = await serve((n, _req, res) => {
      if (n === 20) {
        const until = Date.now() + 300;
        while (Date.now() < until); // blocks the server's event loop, as a long GC pause would
      }
      res.end('{}');
    });
    const r = await pacedLoad({ origin, rate: 100, seconds: 1, requests: [{ method: 'GET', path: '/', headers: {} }] });
    // The stall holds this whole process back, the generator too: the ~30 requests due during
    // it leave late, all at once, and answer fast. Timed from when they were sent they would
    // hide the stall (one slow request); timed from when they were due, a tenth of all wait.
    expect(r.max).toBeGreaterThanOrEqual(250);
    expect(r.p90).toBeGreaterThanOrEqual(50);
    expect(r.failed).toBe(0);
  });

  it('when a warm-up is asked for, then its requests reach the server but not the figures', async () => {
    let served = 0;
    const origin = await serve((_n, _req, res) => {
      served++;
      res.end('{}');
    });
    const r = await pacedLoad({ origin, rate: 100, seconds: 0.5, warmupSeconds: 0.5, requests: [{ method: 'GET', path: '/', headers: {} }] });
    expect(served).toBe(100);
    expect(r.total).toBe(50);
    expect(r.warmup).toBe(50);
  });
});
