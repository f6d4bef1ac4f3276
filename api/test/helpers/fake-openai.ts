import type http from 'node:http';
import { startFakeServer, type RecordedRequest } from './fake-providers';

/**
 * One scripted answer of the fake provider, used by the next chat completion it receives
 * (the next one `when` accepts, if given: for requests that race each other).
 */
export type Reply = ReplyBody & { when?: (body: ChatCall['body']) => boolean };
type ReplyBody =
  /** Content is JSON.stringify(json). */
  | { json: unknown; delayMs?: number }
  /** Plain content; streamed in `chunks` pieces when the request asks for stream: true. */
  | { text: string; chunks?: number; delayMs?: number }
  /** Content exactly as given (e.g. invalid JSON). */
  | { raw: string; delayMs?: number }
  /** An error answer with this HTTP status, OpenAI's error shape. */
  | { status: number; message?: string; delayMs?: number }
  /** Never answers (a timeout). */
  | { hang: true };

export interface ChatCall {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    stream?: boolean;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
    [key: string]: unknown;
  };
  /** What the request was answered with ('rejected: ...' when the fake refused it). */
  outcome: string;
  /** Set when the caller closed the connection before the answer was complete. */
  aborted: boolean;
  usage: { prompt_tokens: number; completion_tokens: number };
  /** performance.now() when the request was read and when its answer was complete: the provider's own time. */
  receivedAt: number;
  answeredAt?: number;
}

export interface FakeOpenAi {
  /** Base URL to give the SDK (ends in /v1). */
  url: string;
  calls: ChatCall[];
  /** Queues answers for the next chat completions, in order. */
  reply(...replies: Reply[]): void;
  /** Answers still queued. */
  pending(): number;
  /** Forgets queued answers and recorded calls (between tests, so one failure cannot leak into the next). */
  reset(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const sendJson = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const apiError = (res: http.ServerResponse, status: number, message: string, type = 'invalid_request_error') =>
  sendJson(res, status, { error: { message, type, param: null, code: null } });

/**
 * Why a response_format would be refused by OpenAI's strict structured output, or null.
 * Strict mode wants every object closed (additionalProperties: false) with every property required.
 */
export function strictSchemaProblem(format: ChatCall['body']['response_format']): string | null {
  if (!format) return null;
  if (format.type !== 'json_schema') return `response_format.type must be json_schema, got ${format.type}`;
  const js = format.json_schema;
  if (!js || !/^[a-zA-Z0-9_-]{1,64}$/.test(js.name ?? '')) return 'response_format.json_schema.name is missing or invalid';
  if (js.strict !== true) return 'response_format.json_schema.strict must be true';
  if (js.schema?.type !== 'object') return 'response_format.json_schema.schema must be an object schema';
  const visit = (node: unknown, path: string): string | null => {
    if (!node || typeof node !== 'object') return null;
    const n = node as Record<string, unknown>;
    if (n.type === 'object' || n.properties) {
      const props = Object.keys((n.properties as object) ?? {});
      if (n.additionalProperties !== false) return `${path}: additionalProperties must be false`;
      const required = new Set((n.required as string[]) ?? []);
      const missing = props.filter((p) => !required.has(p));
      if (missing.length) return `${path}: every property must be required (${missing.join(', ')})`;
    }
    for (const [k, v] of Object.entries(n)) {
      const problem = Array.isArray(v) ? v.map((x, i) => visit(x, `${path}.${k}[${i}]`)).find(Boolean) : visit(v, `${path}.${k}`);
      if (problem) return problem;
    }
    return null;
  };
  return visit(js.schema, 'schema');
}

/**
 * An OpenAI-compatible server on loopback: /v1/models and /v1/chat/completions (JSON and
 * stream: true Server-Sent Events). It checks what it receives (key, model, messages, a
 * strict response_format schema) and answers the scripted replies in order.
 */
export async function startFakeOpenAi(opts: { apiKey?: string; model?: string; delayMs?: number } = {}): Promise<FakeOpenAi> {
  const apiKey = opts.apiKey ?? 'sk-test-key';
  const model = opts.model ?? 'fake-model';
  const queue: Reply[] = [];
  const calls: ChatCall[] = [];

  const server = await startFakeServer(async (req: RecordedRequest, res) => {
    if (req.headers.authorization !== `Bearer ${apiKey}`) return apiError(res, 401, 'Incorrect API key provided');
    if (req.method === 'GET' && req.path === '/v1/models') {
      return sendJson(res, 200, { object: 'list', data: [{ id: model, object: 'model', created: 0, owned_by: 'fake' }] });
    }
    if (req.method !== 'POST' || req.path !== '/v1/chat/completions') return apiError(res, 404, `No route ${req.method} ${req.path}`);

    let body: ChatCall['body'];
    try {
      body = JSON.parse(req.body);
    } catch {
      return apiError(res, 400, 'Body is not JSON');
    }
    const call: ChatCall = { headers: req.headers, body, outcome: '', aborted: false, usage: { prompt_tokens: 0, completion_tokens: 0 }, receivedAt: performance.now() };
    calls.push(call);
    res.once('finish', () => (call.answeredAt = performance.now()));
    res.once('close', () => {
      if (!res.writableFinished) call.aborted = true;
    });
    const reject = (status: number, message: string) => {
      call.outcome = `rejected: ${message}`;
      apiError(res, status, message);
    };
    if (body.model !== model) return reject(404, `The model '${body.model}' does not exist`);
    const okMessages =
      Array.isArray(body.messages) &&
      body.messages.length > 0 &&
      body.messages.every((m) => ['system', 'user', 'assistant'].includes(m.role) && typeof m.content === 'string' && m.content.length > 0);
    if (!okMessages) return reject(400, 'messages must be a non-empty list of system/user/assistant messages with text');
    const schemaProblem = strictSchemaProblem(body.response_format);
    if (schemaProblem) return reject(400, `Invalid schema for response_format: ${schemaProblem}`);

    const index = queue.findIndex((r) => !r.when || r.when(body));
    const reply = index >= 0 ? queue.splice(index, 1)[0] : undefined;
    if (!reply) return reject(500, 'fake-openai: no scripted reply left');
    if ('hang' in reply) {
      call.outcome = 'hang';
      return; // never answers; the client's time budget must end it
    }
    await sleep(reply.delayMs ?? opts.delayMs ?? 0);
    if ('status' in reply) {
      call.outcome = `status ${reply.status}`;
      return apiError(res, reply.status, reply.message ?? `Scripted failure ${reply.status}`, reply.status >= 500 ? 'server_error' : 'invalid_request_error');
    }
    const content = 'json' in reply ? JSON.stringify(reply.json) : 'text' in reply ? reply.text : reply.raw;
    call.usage = { prompt_tokens: Math.ceil(JSON.stringify(body.messages).length / 4), completion_tokens: Math.ceil(content.length / 4) };
    const usage = { ...call.usage, total_tokens: call.usage.prompt_tokens + call.usage.completion_tokens };
    call.outcome = 'answered';
    const base = { id: `chatcmpl-${calls.length}`, created: Math.floor(Date.now() / 1000), model };

    if (!body.stream) {
      return sendJson(res, 200, {
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
        usage,
      });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const n = Math.max(1, 'text' in reply ? (reply.chunks ?? 4) : 1);
    const size = Math.ceil(content.length / n);
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    for (let i = 0; i < content.length; i += size) {
      send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { ...(i === 0 ? { role: 'assistant' } : {}), content: content.slice(i, i + size) }, finish_reason: null }] });
      await sleep(1);
    }
    send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    if ((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage) {
      send({ ...base, object: 'chat.completion.chunk', choices: [], usage });
    }
    res.end('data: [DONE]\n\n');
  });

  return {
    url: `${server.url}/v1`,
    calls,
    reply: (...replies) => queue.push(...replies),
    pending: () => queue.length,
    reset: () => {
      queue.length = 0;
      calls.length = 0;
    },
    close: server.close,
  };
}
