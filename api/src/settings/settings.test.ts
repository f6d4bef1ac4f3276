import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@common/contract/settings';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { Browser } from '../../test/helpers/http-client';
import { signUp } from '../../test/helpers/accounts';
import { startFakeJina, startFakeOpenAiModels, type FakeServer } from '../../test/helpers/fake-providers';

describe.each(dialects)('settings (%s)', (dialect) => {
  let server: TestServer;
  let openai: FakeServer;
  let jina: FakeServer;
  beforeAll(async () => {
    openai = await startFakeOpenAiModels('sk-good-key');
    jina = await startFakeJina('jina_good');
    server = await startTestServer(dialect, { OPENAI_BASE_URL: `${openai.url}/v1`, JINA_BASE_URL: jina.url });
  });
  afterAll(async () => {
    await server?.stop();
    await openai?.close();
    await jina?.close();
  });

  it('when signed out, then every settings endpoint answers 401', async () => {
    const anon = new Browser(server.url);
    expect((await anon.json('/api/settings')).status).toBe(401);
    expect((await anon.json('/api/settings', { method: 'PUT', body: { writingStyle: 'direct' } })).status).toBe(401);
    expect((await anon.json('/api/test-connection', { method: 'POST', body: { service: 'openai', apiKey: 'x' } })).status).toBe(401);
  });

  it('when nothing is saved, then GET answers the defaults of the spec', async () => {
    const { browser } = await signUp(server.url);
    const { status, body } = await browser.json('/api/settings');
    expect(status).toBe(200);
    expect(body).toEqual(DEFAULT_SETTINGS);
    expect(body).toMatchObject({ writingStyle: 'professional', coverLetterLength: 'medium', dataRetention: '30 days', encryptStorage: true, autoDelete: false });
  });

  it('when keys and preferences are saved, then GET masks the keys and keeps the rest', async () => {
    const { browser } = await signUp(server.url);
    const put = await browser.json('/api/settings', {
      method: 'PUT',
      body: { openaiApiKey: 'sk-secret-123', jinaApiKey: 'jina_abc', writingStyle: 'creative', coverLetterLength: 'long', includeSkills: false, dataRetention: '1 year', autoDelete: true },
    });
    expect(put.status).toBe(200);
    expect(put.body.openaiApiKey).toBe('***');
    const { body } = await browser.json('/api/settings');
    expect(body).toMatchObject({ openaiApiKey: '***', jinaApiKey: '***', writingStyle: 'creative', coverLetterLength: 'long', includeSkills: false, dataRetention: '1 year', autoDelete: true, includeAchievements: true });
    expect(JSON.stringify(body)).not.toContain('sk-secret-123');
  });

  it('when keys are stored, then they are encrypted at rest', async () => {
    const { browser } = await signUp(server.url);
    await browser.json('/api/settings', { method: 'PUT', body: { openaiApiKey: 'sk-plaintext-should-not-appear' } });
    const [rows] = await server.app.db.sequelize.query('SELECT openai_api_key FROM settings');
    const stored = (rows as Array<{ openai_api_key: string | null }>).map((r) => r.openai_api_key).filter(Boolean);
    expect(stored.length).toBeGreaterThan(0);
    for (const value of stored) expect(value).not.toContain('sk-plaintext');
  });

  it("when '***' is saved or the key omitted, then the stored key is kept; '' removes it", async () => {
    const { browser } = await signUp(server.url);
    await browser.json('/api/settings', { method: 'PUT', body: { openaiApiKey: 'sk-good-key' } });
    await browser.json('/api/settings', { method: 'PUT', body: { openaiApiKey: '***', writingStyle: 'direct' } });
    await browser.json('/api/settings', { method: 'PUT', body: { includeSkills: false } });
    let test = await browser.json('/api/test-connection', { method: 'POST', body: { service: 'openai', apiKey: '***' } });
    expect(test.body).toEqual({ connected: true });
    await browser.json('/api/settings', { method: 'PUT', body: { openaiApiKey: '' } });
    expect((await browser.json('/api/settings')).body.openaiApiKey).toBeNull();
    test = await browser.json('/api/test-connection', { method: 'POST', body: { service: 'openai', apiKey: '***' } });
    expect(test.body.connected).toBe(false);
  });

  it('when a value is outside the spec or a field unknown, then 400 names it and nothing changes', async () => {
    const { browser } = await signUp(server.url);
    for (const bad of [{ writingStyle: 'sarcastic' }, { coverLetterLength: 'epic' }, { dataRetention: '2 days' }, { includeSkills: 'yes' }, { isAdmin: true }, { aiBaseUrl: 'file:///etc/passwd' }]) {
      const res = await browser.json('/api/settings', { method: 'PUT', body: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(new RegExp(Object.keys(bad)[0]!));
    }
    const notJson = await browser.json('/api/settings', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"writingStyle":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: 'Request body is not valid JSON' });
    expect((await browser.json('/api/settings')).body).toEqual(DEFAULT_SETTINGS);
  });

  it('when aiBaseUrl and aiModel are saved, then test-connection calls that base URL', async () => {
    const { browser } = await signUp(server.url);
    const other = await startFakeOpenAiModels('sk-ollama');
    try {
      await browser.json('/api/settings', { method: 'PUT', body: { aiBaseUrl: `${other.url}/v1/`, aiModel: 'llama3.1' } });
      const { body } = await browser.json('/api/settings');
      expect(body).toMatchObject({ aiBaseUrl: `${other.url}/v1`, aiModel: 'llama3.1' });
      const test = await browser.json('/api/test-connection', { method: 'POST', body: { service: 'openai', apiKey: 'sk-ollama' } });
      expect(test.body).toEqual({ connected: true });
      expect(other.requests.map((r) => r.path)).toContain('/v1/models');
    } finally {
      await other.close();
    }
  });

  it('when test-connection is called, then it really asks the provider with the given key', async () => {
    const { browser } = await signUp(server.url);
    const calls = openai.requests.length;
    const good = await browser.json('/api/test-connection', { method: 'POST', body: { service: 'openai', apiKey: 'sk-good-key' } });
    const bad = await browser.json('/api/test-connection', { method: 'POST', body: { service: 'openai', apiKey: 'sk-wrong' } });
    expect(good.body).toEqual({ connected: true });
    expect(bad.body).toEqual({ connected: false });
    expect(openai.requests.slice(calls).map((r) => r.headers.authorization)).toEqual(['Bearer sk-good-key', 'Bearer sk-wrong']);

    const jGood = await browser.json('/api/test-connection', { method: 'POST', body: { service: 'jina', apiKey: 'jina_good' } });
    const jBad = await browser.json('/api/test-connection', { method: 'POST', body: { service: 'jina', apiKey: 'jina_bad' } });
    expect(jGood.body).toEqual({ connected: true });
    expect(jBad.body).toEqual({ connected: false });

    const invalid = await browser.json('/api/test-connection', { method: 'POST', body: { service: 'anthropic', apiKey: 'k' } });
    expect(invalid.status).toBe(400);
    const empty = await browser.json('/api/test-connection', { method: 'POST', body: { service: 'openai', apiKey: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('API key required');
  });

  it("when user B reads settings, then user A's values never show", async () => {
    const a = await signUp(server.url);
    const b = await signUp(server.url);
    await a.browser.json('/api/settings', { method: 'PUT', body: { writingStyle: 'creative', openaiApiKey: 'sk-a' } });
    const { body } = await b.browser.json('/api/settings');
    expect(body).toEqual(DEFAULT_SETTINGS);
  });

  it('when a cookie request comes from a foreign origin, then it is refused with 403 and changes nothing', async () => {
    const { browser } = await signUp(server.url);
    browser.setOrigin('https://evil.example');
    const res = await browser.json('/api/settings', { method: 'PUT', body: { writingStyle: 'direct' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/origin/i);
    const crossSite = await browser.json('/api/settings', { method: 'PUT', body: { writingStyle: 'direct' }, headers: { origin: '', 'sec-fetch-site': 'cross-site' } as any });
    expect(crossSite.status).toBe(403);
    browser.setOrigin(server.url);
    expect((await browser.json('/api/settings')).body.writingStyle).toBe('professional');
  });
});
