import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_SETTINGS } from '@common/contract/settings';
import { HttpError } from '../http/errors';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/helpers/fake-openai';
import { createAi, INVALID_RESPONSE_MESSAGE, type Ai } from './client';
import type { UsageDelta } from './usage';

const schema = z.object({
  title: z.string(),
  score: z.number().min(0).max(100),
  tags: z.array(z.object({ name: z.string(), level: z.enum(['low', 'high']) })),
});
const good = { title: 'ok', score: 70, tags: [{ name: 'a', level: 'low' }] };
const messages = [
  { role: 'system' as const, content: 'You answer JSON.' },
  { role: 'user' as const, content: 'Go.' },
];

async function failure(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('AI client against an OpenAI-compatible fake', () => {
  let fake: FakeOpenAi;
  let ai: Ai;
  let usage: UsageDelta[];
  let key: string | null;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: 'sk-user', model: 'user-model' });
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    usage = [];
    key = 'sk-user';
    fake.reset();
    ai = createAi({
      settings: { effective: async () => ({ ...DEFAULT_SETTINGS, openaiApiKey: key, aiBaseUrl: fake.url, aiModel: 'user-model' }) },
      usage: { record: async (_userId, d) => void usage.push(d) },
      defaults: { baseURL: 'http://127.0.0.1:9/v1', model: 'default-model' },
      timeoutMs: 1500, // short for the hang case, long enough for a loaded machine
    });
  });

  it('when the user has no key, then 400 OpenAI API key required and no call is made', async () => {
    key = null;
    const err = await failure(ai.forUser('u1'));
    expect([err.status, err.message]).toEqual([400, 'OpenAI API key required']);
    expect(fake.calls).toHaveLength(0);
  });

  it('when the answer matches the schema, then it is returned and the request carried a strict schema, the key and the model', async () => {
    fake.reply({ json: good });
    const session = await ai.forUser('u1');
    expect(await session.structured({ name: 'test_result', schema, messages })).toEqual(good);
    const call = fake.calls[0]!;
    expect(call.headers.authorization).toBe('Bearer sk-user');
    expect(call.body.model).toBe('user-model');
    expect(call.body.response_format?.json_schema).toMatchObject({ name: 'test_result', strict: true });
    expect(call.body.response_format?.json_schema?.schema).toMatchObject({ type: 'object', required: ['title', 'score', 'tags'] });
    expect(usage).toEqual([{ requests: 1, ...call.usage }].map((u) => ({ requests: 1, promptTokens: u.prompt_tokens, completionTokens: u.completion_tokens })));
  });

  it('when the first answer is invalid JSON, then it retries once with the error and returns the second', async () => {
    fake.reply({ raw: '{"title": "ok", "score": ' }, { json: good });
    const session = await ai.forUser('u1');
    expect(await session.structured({ name: 'test_result', schema, messages })).toEqual(good);
    expect(fake.calls).toHaveLength(2);
    const retry = fake.calls[1]!.body.messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: '{"title": "ok", "score": ' });
    expect(retry.at(-1)!.content).toMatch(/not valid JSON/);
    expect(usage).toHaveLength(2);
  });

  it('when the first answer breaks the schema, then the retry names the field', async () => {
    fake.reply({ json: { ...good, score: 150 } }, { json: good });
    const session = await ai.forUser('u1');
    expect(await session.structured({ name: 'test_result', schema, messages })).toEqual(good);
    expect(fake.calls[1]!.body.messages.at(-1)!.content).toMatch(/score: /);
  });

  it('when both answers are invalid, then 502 with a clear message', async () => {
    fake.reply({ raw: 'Sure! Here is your JSON:' }, { json: { title: 1 } });
    const session = await ai.forUser('u1');
    const err = await failure(session.structured({ name: 'test_result', schema, messages }));
    expect([err.status, err.message]).toEqual([502, INVALID_RESPONSE_MESSAGE]);
    expect(fake.calls).toHaveLength(2);
  });

  it('when a local model wraps the JSON in a code fence, then it is still read', async () => {
    fake.reply({ raw: 'Here you go:\n```json\n' + JSON.stringify(good) + '\n```' });
    const session = await ai.forUser('u1');
    expect(await session.structured({ name: 'test_result', schema, messages })).toEqual(good);
  });

  it('when the server refuses json_schema, then it asks again with the schema in the instructions', async () => {
    fake.reply({ status: 400, message: "Unsupported parameter: 'response_format' of type json_schema" }, { json: good });
    const session = await ai.forUser('u1');
    expect(await session.structured({ name: 'test_result', schema, messages })).toEqual(good);
    expect(fake.calls[1]!.body.response_format).toBeUndefined();
    expect(fake.calls[1]!.body.messages.at(-1)!.content).toContain('"required":["title","score","tags"]');
  });

  it.each([
    [500, 502, /AI provider failed \(HTTP 500\)/],
    [503, 502, /AI provider failed \(HTTP 503\)/],
    [429, 429, /rate limiting/],
  ])('when the provider answers %i, then %i', async (providerStatus, status, message) => {
    fake.reply({ status: providerStatus });
    const session = await ai.forUser('u1');
    const err = await failure(session.text({ messages }));
    expect(err.status).toBe(status);
    expect(err.message).toMatch(message);
  });

  it('when a text answer is absurdly long, then 502 instead of storing it; structured lists and texts are cut to size', async () => {
    fake.reply({ text: 'word '.repeat(20_000) });
    const session = await ai.forUser('u1');
    const err = await failure(session.text({ messages }));
    expect([err.status, err.message]).toEqual([502, 'The AI provider returned an answer far longer than asked. Please try again.']);
    fake.reply({ json: { ...good, title: 't'.repeat(9000), tags: Array.from({ length: 500 }, () => ({ name: 'a', level: 'low' })) } });
    const out = await session.structured({ name: 'test_result', schema, messages });
    expect([out.title.length, out.tags.length]).toEqual([5000, 40]);
  });

  it('when the provider rejects the key, then 400 says the key was rejected', async () => {
    key = 'sk-wrong';
    const session = await ai.forUser('u1');
    const err = await failure(session.text({ messages }));
    expect([err.status, err.message]).toEqual([400, 'The AI provider rejected your API key. Check the OpenAI API key in settings.']);
  });

  it('when the provider never answers, then the time budget ends the call with 504 and the connection is closed', async () => {
    fake.reply({ hang: true });
    const session = await ai.forUser('u1');
    const started = Date.now();
    const err = await failure(session.text({ messages }));
    expect(err.status).toBe(504);
    expect(err.message).toMatch(/did not answer within/);
    expect(Date.now() - started).toBeLessThan(5000);
    await expect.poll(() => fake.calls[0]!.aborted).toBe(true);
  });

  it('when the caller aborts, then the provider call is cancelled', async () => {
    fake.reply({ hang: true });
    const session = await ai.forUser('u1');
    const controller = new AbortController();
    const pending = session.text({ messages, signal: controller.signal });
    await expect.poll(() => fake.calls.length).toBe(1);
    controller.abort();
    const err = await failure(pending);
    expect(err.status).toBe(499);
    await expect.poll(() => fake.calls[0]!.aborted).toBe(true);
  });

  it('when streaming, then pieces arrive in order, the whole text is returned and usage counted', async () => {
    const letter = 'Dear team,\n\nI build things.\n\nKind regards,\nAda';
    fake.reply({ text: letter, chunks: 5 });
    const session = await ai.forUser('u1');
    const pieces: string[] = [];
    expect(await session.stream({ messages, onDelta: (t) => pieces.push(t) })).toBe(letter);
    expect(pieces.length).toBeGreaterThanOrEqual(5);
    expect(pieces.join('')).toBe(letter);
    expect(fake.calls[0]!.body.stream).toBe(true);
    expect(usage).toEqual([{ requests: 1, promptTokens: fake.calls[0]!.usage.prompt_tokens, completionTokens: fake.calls[0]!.usage.completion_tokens }]);
  });
});
