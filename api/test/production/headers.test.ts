import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

/** A stand-in for the built web app, so the SPA document itself is checked. */
function fakeWebDist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'scl-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

/** CSP header -> { directive: [sources] }. */
const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('sid='));

describe('security headers of the web app and the API', () => {
  let server: TestServer;
  let web: string;
  beforeAll(async () => {
    web = fakeWebDist();
    server = await startTestServer('sqlite', { WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(web, { recursive: true, force: true });
  });

  it('when the web app loads, then its Content-Security-Policy allows only our own scripts and no framing', async () => {
    const res = await fetch(`${server.url}/settings`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="root"');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    for (const sources of Object.values(csp)) {
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain('*');
    }
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    // Plain http deployment: no HSTS, no upgrade (it would break http://localhost).
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('when anything answers (page, asset, API, error, sign-in, OIDC provider), then no header names the software', async () => {
    const paths = ['/', '/assets/app.js', '/api/health', '/api/settings', '/api/nope', '/api/login', '/oidc/.well-known/openid-configuration', '/oidc/jwks'];
    for (const p of paths) {
      const res = await fetch(`${server.url}${p}`, { redirect: 'manual', headers: { accept: 'text/html,application/json' } });
      expect(res.status, p).toBeLessThan(500);
      expect(res.headers.get('x-powered-by'), p).toBeNull();
      expect(res.headers.get('server'), p).toBeNull();
      expect(res.headers.get('x-aspnet-version'), p).toBeNull();
    }
  });
});

describe('behind an https reverse proxy (PUBLIC_URL https, TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { PUBLIC_URL: 'https://jobs.example.com', TRUST_PROXY: '1' });
  });
  afterAll(() => server?.stop());
  // The test talks to the listening port directly, as the proxy does.
  const local = () => `http://127.0.0.1:${server.config.port}`;

  it('when the proxy says the visitor used https, then the session cookie is Secure, HttpOnly, SameSite=Lax', async () => {
    const res = await fetch(`${local()}/api/login`, { redirect: 'manual', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' } });
    expect(res.status).toBe(302);
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    const attrs = cookie!.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('secure');
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(directives(res.headers.get('content-security-policy'))['upgrade-insecure-requests']).toEqual([]);
  });

  it('when the request reached the app over plain http, then no session cookie is sent in the clear', async () => {
    const res = await fetch(`${local()}/api/login`, { redirect: 'manual' });
    expect(sessionCookie(res)).toBeUndefined();
  });
});

describe('without TRUST_PROXY, forwarded headers are not believed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { PUBLIC_URL: 'https://jobs.example.com', TRUST_PROXY: '0' });
  });
  afterAll(() => server?.stop());

  it('when a client claims https itself, then it gets no session cookie over plain http', async () => {
    const res = await fetch(`http://127.0.0.1:${server.config.port}/api/login`, { redirect: 'manual', headers: { 'x-forwarded-proto': 'https' } });
    expect(sessionCookie(res)).toBeUndefined();
  });
});
