import type http from 'node:http';
import { sampleFromSchema } from './json-schema-sample';
import { GOOD_AI_KEY } from './keys';
import { sendJson, startLoopback } from './loopback-server';

/** The letter the fake provider writes; tests look for its words on screen. */
export const FAKE_LETTER =
  'Dear Hiring Manager,\n\nI am writing to apply for this role. My experience building reliable systems matches what your team needs.\n\nIn my last position I led the work that cut processing time by 40 percent.\n\nThank you for your time and consideration.\n\nSincerely,\nAda Lovelace';

interface ChatRequest {
  model?: string;
  stream?: boolean;
  messages?: Array<{ role: string; content: unknown }>;
  response_format?: { type: string; json_schema?: { name?: string; schema?: object } };
  tools?: Array<{ function?: { name?: string; parameters?: object } }>;
}

export interface RecordedCall {
  path: string;
  body: ChatRequest;
}

/**
 * An OpenAI-compatible provider on loopback: GET /v1/models checks the key; POST
 * /v1/chat/completions answers a fixed letter (streamed when asked) or, when the request
 * carries a JSON schema, a value that satisfies it. GET /__calls lists what it was asked.
 */
export function startFakeAi() {
  const calls: RecordedCall[] = [];
  return startLoopback(async (req, body, res) => {
    const url = req.url ?? '/';
    if (url === '/__calls') return sendJson(res, 200, calls);
    if (req.headers.authorization !== `Bearer ${GOOD_AI_KEY}`) {
      return sendJson(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    if (req.method === 'GET' && url.endsWith('/models')) {
      return sendJson(res, 200, { object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model', created: 0, owned_by: 'e2e' }] });
    }
    if (req.method === 'POST' && url.endsWith('/chat/completions')) {
      const request = JSON.parse(body || '{}') as ChatRequest;
      calls.push({ path: url, body: request });
      const schema = request.response_format?.json_schema?.schema ?? request.tools?.[0]?.function?.parameters;
      const content = schema ? JSON.stringify(sampleFromSchema(schema as never)) : FAKE_LETTER;
      if (request.stream) return streamCompletion(res, request.model ?? 'gpt-4o-mini', content);
      return sendJson(res, 200, {
        id: 'chatcmpl-e2e',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model ?? 'gpt-4o-mini',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
      });
    }
    sendJson(res, 404, { error: { message: `No route ${req.method} ${url}` } });
  });
}

async function streamCompletion(res: http.ServerResponse, model: string, content: string) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-e2e', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }));
  // Word by word with a small pause, so the browser sees the letter arrive in pieces.
  for (const piece of content.match(/\S+\s*/g) ?? []) {
    res.write(chunk({ content: piece }));
    await new Promise((r) => setTimeout(r, 15));
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}
