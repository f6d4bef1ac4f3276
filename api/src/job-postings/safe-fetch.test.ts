import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { createSafeFetcher, type Resolver } from './safe-fetch';
import { startLoopbackServer, type LoopbackServer } from './fixtures/loopback-server';

/** Runs the call and returns the HttpError it must throw. */
async function refusal(call: Promise<unknown>): Promise<HttpError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

const PAGE = '<!doctype html><html><head><title>Job</title></head><body><p>Hello</p></body></html>';

let site: LoopbackServer; // the allowed fixture host
let target: LoopbackServer; // a private target that must never be reached

beforeAll(async () => {
  target = await startLoopbackServer((_req, res) => res.end('internal secret'));
  site = await startLoopbackServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/page':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
        return;
      case '/gzip':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync(PAGE));
        return;
      case '/latin1':
        res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' }).end(Buffer.from('Café Zürich', 'latin1'));
        return;
      case '/meta-charset':
        res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from('<meta charset="windows-1252"><p>Crème</p>', 'latin1'));
        return;
      case '/json':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        return;
      case '/echo-headers':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(req.headers));
        return;
      case '/redirect-other-origin':
        res.writeHead(302, { location: `http://other.test:${site.port}/echo-headers` }).end();
        return;
      case '/redirect-same-origin':
        res.writeHead(302, { location: '/echo-headers' }).end();
        return;
      case '/redirect-private':
        res.writeHead(302, { location: `${target.origin}/admin` }).end();
        return;
      case '/redirect-localhost':
        res.writeHead(301, { location: `http://localhost:${target.port}/admin` }).end();
        return;
      case '/redirect-file':
        res.writeHead(302, { location: 'file:///etc/passwd' }).end();
        return;
      case '/chain': {
        const n = Number(url.searchParams.get('n'));
        if (n > 0) res.writeHead(302, { location: `/chain?n=${n - 1}` }).end();
        else res.writeHead(200, { 'content-type': 'text/html' }).end('<p>end of chain</p>');
        return;
      }
      case '/huge':
        res.writeHead(200, { 'content-type': 'text/html' });
        // 6 MB streamed without a Content-Length, so only the running count can stop it.
        for (let i = 0; i < 6; i++) res.write(Buffer.alloc(1024 * 1024, 'a'));
        res.end();
        return;
      case '/huge-declared':
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
        res.write('<p>');
        return;
      case '/bomb':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync(Buffer.alloc(8 * 1024 * 1024, 'a')));
        return;
      case '/never-finishes':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><body><p>Loading');
        return; // the body never ends
      case '/no-headers':
        return; // never answers at all
      case '/image':
        res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10));
        return;
      case '/untyped':
        res.writeHead(200).end('<p>x</p>');
        return;
      case '/missing':
        res.writeHead(404, { 'content-type': 'text/html' }).end('not here');
        return;
      default:
        res.writeHead(500).end();
    }
  });
});

afterAll(async () => {
  await site.close();
  await target.close();
});

describe('safe fetching: refused addresses (no allowHosts)', () => {
  const fetchPage = createSafeFetcher({ timeoutMs: 2_000 });

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${target.port}/`],
    ['localhost', () => `http://localhost:${target.port}/`],
    ['[::1]', () => `http://[::1]:${target.port}/`],
    ['[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${target.port}/`],
    ['2130706433 (decimal)', () => `http://2130706433:${target.port}/`],
    ['0177.0.0.1 (octal)', () => `http://0177.0.0.1:${target.port}/`],
    ['0x7f.1 (hex, short)', () => `http://0x7f.1:${target.port}/`],
    ['127.1 (short)', () => `http://127.1:${target.port}/`],
    ['10.0.0.1', () => 'http://10.0.0.1/'],
    ['169.254.169.254 (metadata)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['0.0.0.0', () => `http://0.0.0.0:${target.port}/`],
    ['https on loopback', () => `https://127.0.0.1:${target.port}/`],
  ])('refuses %s with a 400 that says why, and nothing reaches the target', async (_name, url) => {
    const before = target.requests.length;
    const err = await refusal(fetchPage(url()));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/^That address points to .+ and cannot be read\.$/);
    expect(target.requests.length).toBe(before);
  });

  it.each(['file:///etc/passwd', 'gopher://127.0.0.1:70/_GET', 'ftp://example.com/x', 'data:text/html,<p>x</p>', 'javascript:alert(1)'])(
    'refuses the %s scheme with a 400',
    async (url) => {
      const err = await refusal(fetchPage(url));
      expect(err.status).toBe(400);
      expect(err.message).toBe('Only http and https addresses can be read.');
    },
  );

  it('refuses text that is not an address', async () => {
    const err = await refusal(fetchPage('not a url'));
    expect(err.status).toBe(400);
  });

  it('refuses a host name that resolves to a private address', async () => {
    const lookup: Resolver = async () => [{ address: '10.0.0.1', family: 4 }];
    const err = await refusal(createSafeFetcher({ lookup })('http://evil.test/job'));
    expect(err.status).toBe(400);
    expect(err.message).toBe('That address points to a private network and cannot be read.');
  });

  it('refuses a host name when any one of its addresses is private', async () => {
    const lookup: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '::ffff:169.254.169.254', family: 6 },
    ];
    const err = await refusal(createSafeFetcher({ lookup })('https://mixed.test/job'));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/metadata/);
  });

  it('answers 422 when the host cannot be found', async () => {
    const lookup: Resolver = async () => {
      throw Object.assign(new Error('nope'), { code: 'ENOTFOUND' });
    };
    const err = await refusal(createSafeFetcher({ lookup })('https://nowhere.test/'));
    expect(err.status).toBe(422);
    expect(err.message).toBe('The host nowhere.test could not be found.');
  });
});

describe('safe fetching: an allowed fixture host', () => {
  const fetchPage = createSafeFetcher({ allowHosts: [], timeoutMs: 3_000 });
  const allowed = (extra: Parameters<typeof createSafeFetcher>[0] = {}) => createSafeFetcher({ allowHosts: [site.hostKey], timeoutMs: 3_000, ...extra });

  it('reads an HTML page, its status, type and final address', async () => {
    const page = await allowed()(`${site.origin}/page`);
    expect(page).toEqual({ url: `${site.origin}/page`, status: 200, contentType: 'text/html; charset=utf-8', body: PAGE });
  });

  it('is refused by default: allowHosts is the only way to loopback', async () => {
    expect((await refusal(fetchPage(`${site.origin}/page`))).status).toBe(400);
  });

  it('decompresses gzip and decodes the declared or meta charset', async () => {
    const f = allowed();
    expect((await f(`${site.origin}/gzip`)).body).toBe(PAGE);
    expect((await f(`${site.origin}/latin1`)).body).toBe('Café Zürich');
    expect((await f(`${site.origin}/meta-charset`)).body).toContain('Crème');
  });

  it('sends the accept and extra headers it is given', async () => {
    const page = await allowed()(`${site.origin}/echo-headers`, { accept: 'application/json', headers: { authorization: 'Bearer k' } });
    expect(JSON.parse(page.body)).toMatchObject({ accept: 'application/json', authorization: 'Bearer k' });
  });

  it('drops the Authorization header on a redirect to another origin, keeps it on the same origin', async () => {
    const lookup: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const f = createSafeFetcher({ allowHosts: [site.hostKey, `other.test:${site.port}`], lookup });
    const auth = { headers: { Authorization: 'Bearer secret-key' } };
    const same = JSON.parse((await f(`${site.origin}/redirect-same-origin`, auth)).body);
    expect(same.authorization).toBe('Bearer secret-key');
    const other = JSON.parse((await f(`${site.origin}/redirect-other-origin`, auth)).body);
    expect(other.host).toBe(`other.test:${site.port}`);
    expect(other.authorization).toBeUndefined();
  });

  it('connects to the vetted address without asking DNS again', async () => {
    let lookups = 0;
    const lookup: Resolver = async () => {
      lookups++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const f = createSafeFetcher({ allowHosts: [`rebind.test:${site.port}`], lookup });
    const page = await f(`http://rebind.test:${site.port}/echo-headers`);
    // rebind.test exists in no real DNS: the answer proves the socket used the vetted address.
    expect(JSON.parse(page.body).host).toBe(`rebind.test:${site.port}`);
    expect(lookups).toBe(1);
  });

  it('refuses a redirect to a private address, and the private server receives nothing', async () => {
    const before = target.requests.length;
    for (const path of ['/redirect-private', '/redirect-localhost']) {
      const err = await refusal(allowed()(`${site.origin}${path}`));
      expect(err.status).toBe(400);
      expect(err.message).toMatch(/loopback/);
    }
    expect(target.requests.length).toBe(before);
  });

  it('refuses a redirect to file:', async () => {
    const err = await refusal(allowed()(`${site.origin}/redirect-file`));
    expect(err.status).toBe(400);
    expect(err.message).toBe('Only http and https addresses can be read.');
  });

  it('follows 5 redirects and refuses the 6th', async () => {
    expect((await allowed()(`${site.origin}/chain?n=5`)).body).toBe('<p>end of chain</p>');
    const err = await refusal(allowed()(`${site.origin}/chain?n=6`));
    expect(err.status).toBe(422);
    expect(err.message).toBe('The page redirected more than 5 times.');
  });

  it.each(['/huge', '/huge-declared', '/bomb'])('refuses the oversized body %s with a 422', async (path) => {
    const err = await refusal(allowed()(`${site.origin}${path}`));
    expect(err.status).toBe(422);
    expect(err.message).toBe('The page is larger than 5 MB.');
  });

  it.each(['/never-finishes', '/no-headers'])('gives up on %s when the time budget runs out', async (path) => {
    const started = Date.now();
    const err = await refusal(allowed({ timeoutMs: 400 })(`${site.origin}${path}`));
    expect(err.status).toBe(422);
    expect(err.message).toBe('The page took longer than 0.4 seconds to answer.');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each([
    ['/image', 'The page is not HTML, JSON or plain text (it is image/png).'],
    ['/untyped', 'The page is not HTML, JSON or plain text (it is of no stated type).'],
    ['/missing', 'The page answered with HTTP 404.'],
  ])('answers 422 for %s', async (path, message) => {
    const err = await refusal(allowed()(`${site.origin}${path}`));
    expect(err.status).toBe(422);
    expect(err.message).toBe(message);
  });

  it('answers 422 when nothing listens on the port', async () => {
    const closed = await startLoopbackServer(() => {});
    await closed.close();
    const err = await refusal(createSafeFetcher({ allowHosts: [closed.hostKey] })(`${closed.origin}/`));
    expect(err.status).toBe(422);
    expect(err.message).toBe('The page could not be reached (ECONNREFUSED).');
  });
});
