import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/helpers/server';
import { expressPrototypes } from './express-prototypes';

/** Prototypes of each request and response as Node hands them over, before any handler runs. */
function watchArrivals(server: http.Server) {
  const seen: Array<{ req: object | null; res: object | null }> = [];
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    seen.push({ req: Object.getPrototypeOf(req), res: Object.getPrototypeOf(res) });
  });
  return seen;
}

describe('expressPrototypes', () => {
  const servers: http.Server[] = [];
  let running: TestServer | undefined;
  afterEach(async () => {
    for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
    await running?.stop();
    running = undefined;
  });

  async function listen(server: http.Server) {
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("when no app is adopted yet, then requests and responses are Node's own", async () => {
    const { serverOptions } = expressPrototypes();
    const server = http.createServer(serverOptions, (req, res) => res.end(`${req.method} ${req.url}`));
    const seen = watchArrivals(server);
    const url = await listen(server);
    expect(await (await fetch(`${url}/plain?x=1`)).text()).toBe('GET /plain?x=1');
    expect(seen).toEqual([{ req: http.IncomingMessage.prototype, res: http.ServerResponse.prototype }]);
  });

  it("when an app is adopted, then requests arrive with Express's prototypes and Express serves them as usual", async () => {
    const prototypes = expressPrototypes();
    const app = express();
    app.get('/hello/:name', (req, res) => res.status(201).json({ name: req.params.name, host: req.get('host'), q: req.query.q }));
    const server = http.createServer(prototypes.serverOptions, app);
    prototypes.adopt(app);
    const seen = watchArrivals(server);
    const url = await listen(server);
    const res = await fetch(`${url}/hello/ada?q=1`);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ name: 'ada', host: new URL(url).host, q: '1' });
    expect(seen).toEqual([{ req: app.request, res: app.response }]);
    // Still Node's request and response underneath.
    expect(app.request).toBeInstanceOf(http.IncomingMessage);
    expect(app.response).toBeInstanceOf(http.ServerResponse);
  });

  it("when the real server has started, then its requests arrive with the app's prototypes", async () => {
    running = await startTestServer('sqlite');
    const seen = watchArrivals(running.server);
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    expect(seen).toEqual([{ req: running.app.app.request, res: running.app.app.response }]);
  });
});
