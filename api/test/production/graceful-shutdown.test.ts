import http from 'node:http';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts';
import { sharedSecret, startWith } from './support/start';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens a new TCP connection: 'connected', or the error code (ECONNREFUSED). */
const tryConnect = (url: string) =>
  new Promise<string>((resolve) => {
    const { hostname, port } = new URL(url);
    const s = net.connect(Number(port), hostname);
    s.once('connect', () => {
      s.destroy();
      resolve('connected');
    });
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
  });

/**
 * POSTs a multipart upload whose body trickles in over `spreadMs`, so the request is still
 * in flight when the test signals the server. It asks `Expect: 100-continue`: the body
 * starts only once the server has read the headers and taken the request on (a connection
 * whose request the server has not read yet is idle, and rightly closed on shutdown).
 * accepted: the server took the request; done: its answer.
 */
function slowUpload(url: string, cookie: string, origin: string, text: string, spreadMs: number) {
  const boundary = `----slow${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="slow.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const body = Buffer.from(head + text + tail);
  let markAccepted!: () => void;
  const accepted = new Promise<void>((r) => (markAccepted = r));
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      `${url}/api/resumes`,
      {
        method: 'POST',
        headers: { cookie, origin, expect: '100-continue', 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
      },
      (res) => {
        let data = '';
        res.on('data', (d) => (data += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      },
    );
    req.on('error', reject);
    req.once('continue', () => {
      markAccepted();
      const pieces = 10;
      const size = Math.ceil(body.length / pieces);
      void (async () => {
        for (let i = 0; i < body.length; i += size) {
          req.write(body.subarray(i, i + size));
          await sleep(spreadMs / pieces);
        }
        req.end();
      })();
    });
    req.flushHeaders();
  });
  return { accepted, done };
}

describe('SIGTERM while a request is in flight', () => {
  let dir: string;
  let server: SpawnedServer;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'scl-sigterm-'));
    env = {
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${path.join(dir, 'app.sqlite')}`,
      APP_SECRET: sharedSecret(),
      NODE_ENV: 'production',
      WEB_DIST_DIR: path.join(dir, 'no-web'),
      SHUTDOWN_GRACE_MS: '10000',
    };
    server = await spawnServer(env);
  });
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('then the request finishes with 201, new connections are refused, and the process exits 0', async () => {
    const { browser } = await signUp(server.url);
    const text = `Grace Hopper\ngrace@example.com\n\nExperience\nRear Admiral, US Navy, 1943 - 1986\n${'- Led the COBOL effort\n'.repeat(200)}`;
    const upload = slowUpload(server.url, browser.cookieHeader(), server.url, text, 1500);
    await upload.accepted;
    await sleep(300);
    expect(await tryConnect(server.url)).toBe('connected');

    server.child.kill('SIGTERM');
    await sleep(200);
    // The listener is closed at once: a load balancer sees refusals and moves on.
    expect(await tryConnect(server.url)).toBe('ECONNREFUSED');
    expect(server.child.exitCode).toBeNull();

    const answer = await upload.done;
    expect(answer.status, answer.body).toBe(201);
    const stored = JSON.parse(answer.body).resume;
    expect(stored.filename).toBe('slow.txt');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');

    // It was committed, not cut off: a new process on the same database lists it for the same session.
    const again = await startWith(env.DATABASE_URL!, { APP_SECRET: env.APP_SECRET! });
    try {
      const list = await fetch(`${again.url}/api/resumes`, { headers: { cookie: browser.cookieHeader() } });
      expect(list.status).toBe(200);
      expect((await list.json()).map((r: { id: string }) => r.id)).toContain(stored.id);
    } finally {
      await again.stop();
    }
  });
});
