import { expect } from 'vitest';
import { Browser, formAction, formBody } from './http-client';

let counter = 0;

/** Signs a new local account up through the real OIDC code flow; returns a signed-in browser. */
export async function signUp(baseUrl: string, opts: { name?: string; email?: string; password?: string } = {}) {
  const browser = new Browser(baseUrl);
  const n = ++counter;
  const account = {
    name: opts.name ?? `Ada Lovelace ${n}`,
    email: opts.email ?? `ada.${n}.${Date.now()}@example.com`,
    password: opts.password ?? 'correct horse battery',
  };
  const login = await browser.navigate('/api/login');
  expect(login.res.status).toBe(200);
  const signupPage = await browser.navigate(formAction(await login.res.text()).replace(/\/login$/, '/signup'));
  const done = await browser.navigate(formAction(await signupPage.res.text()), formBody(account));
  expect(new URL(done.url).pathname).toBe('/');
  expect(browser.hasCookie('sid')).toBe(true);
  return { browser, account };
}

/** Signs an existing account in; returns the browser and the final URL. */
export async function signIn(baseUrl: string, email: string, password: string) {
  const browser = new Browser(baseUrl);
  const login = await browser.navigate('/api/login');
  const done = await browser.navigate(formAction(await login.res.text()), formBody({ email, password }));
  return { browser, done };
}
