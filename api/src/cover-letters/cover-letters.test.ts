import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createParser } from 'eventsource-parser';
import { generateCoverLetterResponseSchema } from '@common/contract/cover-letters';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { Browser } from '../../test/helpers/http-client';
import { signUp } from '../../test/helpers/accounts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/helpers/fake-openai';
import { letterWith, writerWithResume } from '../ai/testing/fixtures';
import { bodyParagraphs } from './paragraphs';

/** Reads a Server-Sent Events answer into its events, in order. */
async function readEvents(res: Response) {
  const events: Array<{ event: string; data: any }> = [];
  const parser = createParser({ onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }) });
  parser.feed(await res.text());
  return events;
}

describe.each(dialects)('cover letters (%s)', (dialect) => {
  let server: TestServer;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: 'sk-test-key', model: 'fake-model' });
    // The AI time budget knob is read from the process environment (each test file runs in its own process).
    server = await startTestServer(dialect, { OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model', AI_TIMEOUT_MS: '2500' });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  const storedLetters = async (userId: string) => {
    const [rows] = await server.app.db.sequelize.query('SELECT content, encrypted, word_count FROM cover_letters WHERE user_id = ?', { replacements: [userId] });
    return rows as Array<{ content: string; encrypted: unknown; word_count: number }>;
  };

  it('when signed out, then both forms answer 401', async () => {
    const anon = new Browser(server.url);
    expect((await anon.json('/api/cover-letters/generate', { method: 'POST', body: { resumeId: 'x', jobPostingId: 'y' } })).status).toBe(401);
    expect((await anon.json('/api/cover-letters/generate/stream', { method: 'POST', body: { resumeId: 'x', jobPostingId: 'y' } })).status).toBe(401);
  });

  it('when generated, then the answer is the stored letter, the prompt carries resume, posting and preferences, and it is sealed at rest', async () => {
    const w = await writerWithResume(server);
    await w.browser.json('/api/settings', { method: 'PUT', body: { writingStyle: 'direct', coverLetterLength: 'short', includeSkills: false } });
    const letter = letterWith(3);
    fake.reply({ text: letter });
    const res = await w.browser.json('/api/cover-letters/generate', { method: 'POST', body: { resumeId: w.resumeId, jobPostingId: w.jobPostingId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { response } = generateCoverLetterResponseSchema.parse(res.body);
    expect(response.content).toBe(letter);
    expect(response.wordCount).toBe(letter.split(/\s+/).length);

    const [call] = fake.calls;
    expect(call!.body.model).toBe('fake-model');
    const prompt = call!.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Northwind Payments'); // the resume
    expect(prompt).toContain('Acme Pay'); // the posting
    expect(prompt).toMatch(/Direct: short sentences/);
    expect(prompt).toMatch(/2 to 3 body paragraphs/);
    expect(prompt).toMatch(/Do not list skills/);
    expect(prompt).toMatch(/Highlight one or two concrete achievements/);

    const rows = await storedLetters(w.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content).not.toContain('Paragraph 1');
    expect(rows[0]!.word_count).toBe(response.wordCount);
  });

  it('when the letter has too few paragraphs for the length, then it is regenerated once with a corrective instruction', async () => {
    const w = await writerWithResume(server);
    await w.browser.json('/api/settings', { method: 'PUT', body: { coverLetterLength: 'long', encryptStorage: false } });
    fake.reply({ text: letterWith(2, 'draft') }, { text: letterWith(4, 'final') });
    const res = await w.browser.json('/api/cover-letters/generate', { method: 'POST', body: { resumeId: w.resumeId, jobPostingId: w.jobPostingId } });
    expect(res.status).toBe(200);
    expect(res.body.response.content).toContain('final');
    expect(bodyParagraphs(res.body.response.content)).toHaveLength(4);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]!.body.messages.at(-1)!.content).toMatch(/has 2 body paragraphs; it must have between 4 and 5/);
    const rows = await storedLetters(w.userId);
    expect(rows.map((r) => r.content)).toEqual([res.body.response.content]); // stored in clear when encryption is off
  });

  it('when the length is right the first time, then there is exactly one provider call', async () => {
    const w = await writerWithResume(server);
    fake.reply({ text: letterWith(4) });
    const res = await w.browser.json('/api/cover-letters/generate', { method: 'POST', body: { resumeId: w.resumeId, jobPostingId: w.jobPostingId } });
    expect(res.status).toBe(200);
    expect(fake.calls).toHaveLength(1);
  });

  it("when the resume does not exist or is another user's, then 404 'Resume ID not found' and no provider call", async () => {
    const a = await writerWithResume(server);
    const b = await writerWithResume(server);
    for (const resumeId of ['no-such-id', a.resumeId]) {
      const res = await b.browser.json('/api/cover-letters/generate', { method: 'POST', body: { resumeId, jobPostingId: b.jobPostingId } });
      expect([res.status, res.body]).toEqual([404, { message: 'Resume ID not found' }]);
    }
    const missing = await b.browser.json('/api/cover-letters/generate', { method: 'POST', body: { resumeId: '', jobPostingId: b.jobPostingId } });
    expect([missing.status, missing.body.message]).toEqual([400, 'resumeId: Resume ID not found']);
    const posting = await b.browser.json('/api/cover-letters/generate', { method: 'POST', body: { resumeId: b.resumeId, jobPostingId: a.jobPostingId } });
    expect([posting.status, posting.body]).toEqual([404, { message: 'Job posting not found' }]);
    expect(fake.calls).toHaveLength(0);
  });

  it("when no AI key is saved, then 400 'OpenAI API key required' on both forms", async () => {
    const w = await writerWithResume(server, { key: null });
    for (const path of ['/api/cover-letters/generate', '/api/cover-letters/generate/stream']) {
      const res = await w.browser.json(path, { method: 'POST', body: { resumeId: w.resumeId, jobPostingId: w.jobPostingId } });
      expect([res.status, res.body]).toEqual([400, { message: 'OpenAI API key required' }]);
    }
    expect(fake.calls).toHaveLength(0);
  });

  it.each([
    [{ status: 500 }, 502, /AI provider failed \(HTTP 500\)/],
    [{ hang: true as const }, 504, /did not answer within 3 seconds/],
  ])('when the provider fails (%j), then %i with a clear message and nothing is stored', async (reply, status, message) => {
    const w = await writerWithResume(server);
    fake.reply(reply);
    const res = await w.browser.json('/api/cover-letters/generate', { method: 'POST', body: { resumeId: w.resumeId, jobPostingId: w.jobPostingId } });
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(await storedLetters(w.userId)).toEqual([]);
  });

  it('when streamed, then delta events carry the text as written and done carries the stored letter', async () => {
    const w = await writerWithResume(server);
    const letter = letterWith(3);
    fake.reply({ text: letter, chunks: 6 });
    const res = await w.browser.request('/api/cover-letters/generate/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resumeId: w.resumeId, jobPostingId: w.jobPostingId }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readEvents(res);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThanOrEqual(6);
    expect(deltas.map((d) => d.data.text).join('')).toBe(letter);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const { response } = generateCoverLetterResponseSchema.parse(done.data);
    expect(response.content).toBe(letter);
    expect(await storedLetters(w.userId)).toHaveLength(1);
    expect(fake.calls[0]!.body.stream).toBe(true);
  });

  it('when the streamed draft is off-length, then done carries the corrected letter', async () => {
    const w = await writerWithResume(server);
    fake.reply({ text: letterWith(7, 'draft') }, { text: letterWith(3, 'final') });
    const res = await w.browser.request('/api/cover-letters/generate/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resumeId: w.resumeId, jobPostingId: w.jobPostingId }),
    });
    const events = await readEvents(res);
    expect(events.at(-1)!.event).toBe('done');
    expect(events.at(-1)!.data.response.content).toContain('final');
  });

  it('when the provider fails mid-stream, then an error event ends the stream and nothing is stored', async () => {
    const w = await writerWithResume(server);
    fake.reply({ status: 503 });
    const res = await w.browser.request('/api/cover-letters/generate/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resumeId: w.resumeId, jobPostingId: w.jobPostingId }),
    });
    const events = await readEvents(res);
    expect(events).toEqual([{ event: 'error', data: { message: 'The AI provider failed (HTTP 503). Please try again.' } }]);
    expect(await storedLetters(w.userId)).toEqual([]);
  });

  it('when the client disconnects, then the provider call is cancelled and nothing is stored', async () => {
    const w = await writerWithResume(server);
    fake.reply({ hang: true });
    const controller = new AbortController();
    const pending = w.browser
      .request('/api/cover-letters/generate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ resumeId: w.resumeId, jobPostingId: w.jobPostingId }),
        signal: controller.signal,
      })
      .catch(() => null);
    await expect.poll(() => fake.calls.length).toBe(1);
    controller.abort();
    await pending;
    await expect.poll(() => fake.calls[0]!.aborted).toBe(true);
    expect(await storedLetters(w.userId)).toEqual([]);
  });

  it('when letters are generated, then GET /api/usage counts the requests and tokens of this month', async () => {
    const w = await writerWithResume(server);
    const before = await w.browser.json('/api/usage');
    expect(before.body).toEqual({ month: new Date().toISOString().slice(0, 7), aiRequests: 0, readerRequests: 0, promptTokens: 0, completionTokens: 0 });
    fake.reply({ text: letterWith(1) }, { text: letterWith(3) });
    await w.browser.json('/api/cover-letters/generate', { method: 'POST', body: { resumeId: w.resumeId, jobPostingId: w.jobPostingId } });
    await server.app.platform.background.flush(); // counters are written beside the answer
    const after = await w.browser.json('/api/usage');
    expect(after.body).toMatchObject({
      aiRequests: 2,
      promptTokens: fake.calls[0]!.usage.prompt_tokens + fake.calls[1]!.usage.prompt_tokens,
      completionTokens: fake.calls[0]!.usage.completion_tokens + fake.calls[1]!.usage.completion_tokens,
    });
    const other = await signUp(server.url);
    expect((await other.browser.json('/api/usage')).body.aiRequests).toBe(0);
  });

  it("when the user set their own base URL and model, then the call goes there", async () => {
    const own = await startFakeOpenAi({ apiKey: 'sk-own', model: 'llama3.1' });
    try {
      const w = await writerWithResume(server, { key: 'sk-own' });
      await w.browser.json('/api/settings', { method: 'PUT', body: { aiBaseUrl: own.url, aiModel: 'llama3.1' } });
      own.reply({ text: letterWith(3) });
      const res = await w.browser.json('/api/cover-letters/generate', { method: 'POST', body: { resumeId: w.resumeId, jobPostingId: w.jobPostingId } });
      expect(res.status).toBe(200);
      expect(own.calls.map((c) => c.body.model)).toEqual(['llama3.1']);
      expect(fake.calls).toHaveLength(0);
    } finally {
      await own.close();
    }
  });
});
