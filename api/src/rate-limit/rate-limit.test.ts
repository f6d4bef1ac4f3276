import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { Browser, formAction, formBody } from '../../test/helpers/http-client';
import { signUp } from '../../test/helpers/accounts';
import { startServer, type RunningServer } from '../start-server';

async function loginForm(baseUrl: string) {
  const browser = new Browser(baseUrl);
  const login = await browser.navigate('/api/login');
  return { browser, action: formAction(await login.res.text()) };
}

describe.each(dialects)('rate limits (%s)', (dialect) => {
  let server: TestServer;
  let replica: RunningServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(dialect, { RATE_LIMIT_SIGN_IN: '3', RATE_LIMIT_SIGN_UP: '1000' });
  });
  afterAll(async () => {
    await replica?.close();
    await server?.stop();
  });

  it('when sign-in fails too often for one email, then 429 with Retry-After and a clear message, even with the right password', async () => {
    const { account } = await signUp(server.url);
    for (let i = 0; i < 3; i++) {
      const { browser, action } = await loginForm(server.url);
      expect((await browser.request(action, formBody({ email: account.email, password: 'wrong password' }))).status).toBe(401);
    }
    const { browser, action } = await loginForm(server.url);
    const res = await browser.request(action, formBody({ email: account.email, password: account.password }));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await res.json()).message).toMatch(/Too many sign-in attempts/);
    // Another account from the same address is not locked out.
    const other = await signUp(server.url);
    const second = await loginForm(server.url);
    const ok = await second.browser.navigate(second.action, formBody({ email: other.account.email, password: other.account.password }));
    expect(new URL(ok.url).pathname).toBe('/');
  });

  it('when a second API process shares the database, then it sees the same counters', async () => {
    replica = await startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.config.databaseUrl,
      APP_SECRET: server.config.appSecret,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(server.dataDir, 'no-web'),
      RATE_LIMIT_SIGN_IN: '3',
    });
    const email = `locked.${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) {
      const { browser, action } = await loginForm(server.url);
      await browser.request(action, formBody({ email, password: 'nope nope' }));
    }
    const { browser, action } = await loginForm(replica.url);
    expect((await browser.request(action, formBody({ email, password: 'nope nope' }))).status).toBe(429);
  });
});
