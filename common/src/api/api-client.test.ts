import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError, errorText } from './api-error';
import { getAuthUser } from './auth';
import { streamCoverLetter } from './cover-letters';
import { saveSettings } from './settings';

type Handler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;
const routes = new Map<string, Handler>();
const seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }> = [];
let server: http.Server;
let baseUrl = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const handler = routes.get(`${req.method} ${req.url}`);
      if (handler) handler(req, body, res);
      else res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const user = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', profileImageUrl: null };
const letter = { id: 'c1', content: 'Dear team,\n\nHello.', wordCount: 3 };

describe('api client', () => {
  it('when the session is missing, then the auth user is null instead of an error', async () => {
    routes.set('GET /api/auth/user', (_req, _b, res) => res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"message":"Not signed in"}'));
    expect(await getAuthUser(createApiClient({ baseUrl }))).toBeNull();
  });

  it('when signed in, then the auth user is read and validated', async () => {
    routes.set('GET /api/auth/user', (_req, _b, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ...user, extra: 1 })));
    expect(await getAuthUser(createApiClient({ baseUrl: `${baseUrl}/` }))).toEqual(user);
  });

  it('when an answer fails, then the error reads "status: text" and exposes the server message', async () => {
    routes.set('PUT /api/settings', (_req, _b, res) => res.writeHead(400, { 'Content-Type': 'application/json' }).end('{"message":"aiBaseUrl must be an http(s) URL"}'));
    const error = await saveSettings(createApiClient({ baseUrl }), { aiBaseUrl: 'ftp://x' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"message":"aiBaseUrl must be an http(s) URL"}');
    expect(errorText(error)).toBe('aiBaseUrl must be an http(s) URL');
    const last = seen.at(-1)!;
    expect(last.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last.body)).toEqual({ aiBaseUrl: 'ftp://x' });
  });

  it('when the body is empty, then the error uses the status text', async () => {
    routes.set('PUT /api/settings', (_req, _b, res) => res.writeHead(503).end());
    const error = await saveSettings(createApiClient({ baseUrl }), {}).catch((e) => e);
    expect(error.message).toBe('503: Service Unavailable');
    expect(errorText(error)).toBe('503: Service Unavailable');
  });

  it('when a call is made, then it asks fetch to send credentials', async () => {
    const modes: Array<RequestCredentials | undefined> = [];
    const client = createApiClient({ baseUrl, fetch: (input, init) => (modes.push(init?.credentials), fetch(input, init)) });
    await getAuthUser(client);
    expect(modes).toEqual(['include']);
  });

  it('when the answer breaks the contract, then the call fails naming the field', async () => {
    routes.set('GET /api/auth/user', (_req, _b, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":5}'));
    await expect(getAuthUser(createApiClient({ baseUrl }))).rejects.toThrow(/Unexpected answer from GET \/api\/auth\/user: id/);
  });
});

describe('cover letter stream', () => {
  const body = { resumeId: 'r1', jobPostingId: 'j1' };

  it('when the server streams, then every delta arrives in order and the stored letter is returned', async () => {
    routes.set('POST /api/cover-letters/generate/stream', (_req, _b, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('event: delta\ndata: {"text":"Dear "}\n\n');
      // split an event across two chunks, as proxies do
      res.write('event: delta\nda');
      setTimeout(() => {
        res.write('ta: {"text":"team,"}\n\n');
        res.end(`event: done\ndata: ${JSON.stringify({ response: letter })}\n\n`);
      }, 20);
    });
    const parts: string[] = [];
    const result = await streamCoverLetter(createApiClient({ baseUrl }), body, (t) => parts.push(t));
    expect(parts).toEqual(['Dear ', 'team,']);
    expect(result.response).toEqual(letter);
  });

  it('when the stream reports an error, then the call fails with its message', async () => {
    routes.set('POST /api/cover-letters/generate/stream', (_req, _b, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.end('event: delta\ndata: {"text":"Dear"}\n\nevent: error\ndata: {"message":"AI provider failed: 401"}\n\n');
    });
    await expect(streamCoverLetter(createApiClient({ baseUrl }), body, () => {})).rejects.toThrow('AI provider failed: 401');
  });

  it('when the stream ends without a done event, then the call fails', async () => {
    routes.set('POST /api/cover-letters/generate/stream', (_req, _b, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.end('event: delta\ndata: {"text":"Dear"}\n\n');
    });
    await expect(streamCoverLetter(createApiClient({ baseUrl }), body, () => {})).rejects.toThrow(/ended before/);
  });

  it('when the server has no stream endpoint, then the JSON endpoint is used', async () => {
    routes.delete('POST /api/cover-letters/generate/stream');
    routes.set('POST /api/cover-letters/generate', (_req, b, res) => {
      expect(JSON.parse(b)).toEqual(body);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ response: letter }));
    });
    const result = await streamCoverLetter(createApiClient({ baseUrl }), body, () => {});
    expect(result.response.content).toBe(letter.content);
    expect(seen.at(-1)!.url).toBe('/api/cover-letters/generate');
  });

  it('when the resume is missing (404 from both forms), then the server message is the error', async () => {
    const notFound: Handler = (_req, _b, res) =>
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Resume ID not found"}');
    routes.set('POST /api/cover-letters/generate/stream', notFound);
    routes.set('POST /api/cover-letters/generate', notFound);
    const error = await streamCoverLetter(createApiClient({ baseUrl }), body, () => {}).catch((e) => e);
    expect(errorText(error)).toBe('Resume ID not found');
  });
});
