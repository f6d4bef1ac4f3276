import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A loopback HTTP server that records every request and answers with `handle`. */
export async function startFakeServer(
  handle: (req: RecordedRequest, res: http.ServerResponse) => void | Promise<void>,
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const recorded = { method: req.method!, path: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    requests.push(recorded);
    await handle(recorded, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** An OpenAI-compatible /v1/models that accepts only `validKey`. */
export function startFakeOpenAiModels(validKey: string) {
  return startFakeServer((req, res) => {
    if (req.headers.authorization !== `Bearer ${validKey}`) {
      return json(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    }
    if (req.method === 'GET' && req.path === '/v1/models') {
      return json(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'test' }] });
    }
    json(res, 404, { error: { message: 'not found' } });
  });
}

/** A Jina-reader-like server that accepts only `validKey`. */
export function startFakeJina(validKey: string) {
  return startFakeServer((req, res) => {
    if (req.headers.authorization !== `Bearer ${validKey}`) return json(res, 401, { code: 401, message: 'Invalid API key' });
    json(res, 200, { code: 200, data: { url: req.path.slice(1), title: 'Example', content: 'Example Domain' } });
  });
}
