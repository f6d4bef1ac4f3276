import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { Browser, formAction, formBody } from '../../test/helpers/http-client';
import { signIn, signUp } from '../../test/helpers/accounts';

describe.each(dialects)('sign-in through the embedded OpenID provider (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.stop());

  it('when signed out, then /api/auth/user answers 401 JSON', async () => {
    const { status, body } = await new Browser(server.url).json('/api/auth/user');
    expect(status).toBe(401);
    expect(body).toEqual({ message: expect.any(String) });
  });

  it('when /api/login is opened, then the code flow (PKCE) reaches the sign-in page', async () => {
    const browser = new Browser(server.url);
    const first = await browser.request('/api/login');
    expect(first.status).toBe(302);
    const auth = new URL(first.headers.get('location')!);
    expect(auth.pathname).toBe('/oidc/auth');
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('redirect_uri')).toBe(`${server.url}/api/callback`);
    const { res } = await browser.navigate(auth.href);
    const html = await res.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it('when a new user signs up, then they land on / signed in with their name and email', async () => {
    const { browser, account } = await signUp(server.url, { name: 'Grace Brewster Hopper', email: 'Grace@Example.com' });
    const { status, body } = await browser.json('/api/auth/user');
    expect(status).toBe(200);
    expect(body).toMatchObject({ firstName: 'Grace', lastName: 'Brewster Hopper', email: 'grace@example.com', profileImageUrl: null });
    expect(account.email).toBe('Grace@Example.com');
  });

  it('when the sign-up page is shown, then it has Name, Email, Password and Create account', async () => {
    const browser = new Browser(server.url);
    const login = await browser.navigate('/api/login');
    const page = await browser.navigate(formAction(await login.res.text()).replace(/\/login$/, '/signup'));
    const html = await page.res.text();
    for (const label of ['Name', 'Email', 'Password']) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('>Create account</button>');
  });

  it('when the email is taken, the password short or wrong, then the page says so and no session starts', async () => {
    const { account } = await signUp(server.url);
    const browser = new Browser(server.url);
    const login = await browser.navigate('/api/login');
    const signupUrl = formAction(await login.res.text()).replace(/\/login$/, '/signup');
    const taken = await browser.request(signupUrl, formBody({ name: 'Someone', email: account.email.toUpperCase(), password: 'long enough pw' }));
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('An account with this email already exists');

    const short = await browser.request(signupUrl, formBody({ name: 'Someone', email: 'new.person@example.com', password: 'short' }));
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Password must be at least 8 characters');

    const wrong = await browser.request(formAction(await (await browser.navigate('/api/login')).res.text()), formBody({ email: account.email, password: 'not the password' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong email or password');
    expect((await browser.json('/api/auth/user')).status).toBe(401);
  });

  it('when an existing user signs in, then they are the same user as at sign-up', async () => {
    const { browser: first, account } = await signUp(server.url);
    const before = (await first.json('/api/auth/user')).body;
    const { browser, done } = await signIn(server.url, account.email, account.password);
    expect(new URL(done.url).pathname).toBe('/');
    const after = (await browser.json('/api/auth/user')).body;
    expect(after.id).toBe(before.id);
  });

  it('when the user logs out, then the session and the provider session end', async () => {
    const { browser } = await signUp(server.url);
    const out = await browser.navigate('/api/logout');
    // The provider's sign-out page auto-submits; post it as the browser would.
    const html = await out.res.text();
    expect(html).toContain('op.logoutForm');
    const action = formAction(html);
    const xsrf = html.match(/name="xsrf" value="([^"]+)"/)![1]!;
    const back = await browser.navigate(action, formBody({ xsrf, logout: 'yes' }));
    expect(new URL(back.url).pathname).toBe('/');
    expect((await browser.json('/api/auth/user')).status).toBe(401);
    // Signing in again asks for the password: the provider session is gone too.
    const again = await browser.navigate('/api/login');
    expect(await again.res.text()).toContain('>Sign in</button>');
  });

  it('when the callback is forged without a started flow, then no session is made', async () => {
    const browser = new Browser(server.url);
    const res = await browser.request('/api/callback?code=forged&state=forged');
    expect(res.status).toBe(400);
    expect((await browser.json('/api/auth/user')).status).toBe(401);
  });
});

describe('sign-in when the public address is not the loopback one', () => {
  it('when PUBLIC_URL names another host, then the browser only ever visits that origin and signs in', async () => {
    const probe = http.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const server = await startTestServer('sqlite', { PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
    try {
      const browser = new Browser(`http://localhost:${port}`);
      const login = await browser.navigate('/api/login');
      expect(login.hops.every((u) => new URL(u).origin === `http://localhost:${port}`)).toBe(true);
      const signupPage = await browser.navigate(formAction(await login.res.text()).replace(/\/login$/, '/signup'));
      const done = await browser.navigate(formAction(await signupPage.res.text()), formBody({ name: 'Lin Wei', email: 'lin@example.com', password: 'a long password' }));
      expect(done.hops.every((u) => new URL(u).origin === `http://localhost:${port}`)).toBe(true);
      expect((await browser.json('/api/auth/user')).body).toMatchObject({ firstName: 'Lin', lastName: 'Wei' });
    } finally {
      await server.stop();
    }
  });
});
