import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../helpers/accounts';
import { Browser } from '../helpers/http-client';
import { startBalancer, type Balancer } from './support/balancer';
import { createMysqlDatabase, mysqlServerUrl } from './support/mysql-database';
import { sharedSecret, startWith, type ProductionServer } from './support/start';

const mysqlUrl = mysqlServerUrl();
const backends = mysqlUrl ? (['sqlite', 'mysql'] as const) : (['sqlite'] as const);

/** A shared database for both replicas: one SQLite file, or one MySQL database. */
async function sharedDatabase(kind: 'sqlite' | 'mysql') {
  if (kind === 'mysql') return createMysqlDatabase(mysqlUrl!, 'replicas');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'scl-replicas-'));
  return { url: `sqlite:${path.join(dir, 'shared.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

const directUrl = (s: ProductionServer) => `http://127.0.0.1:${(s.server.address() as AddressInfo).port}`;
const resumeText = (n: number) => new TextEncoder().encode(`Candidate ${n}\nada.${n}@example.com\n\nExperience\nEngineer at Example ${n}, 2019 - Present\n- Cut costs by ${n}0%`);

describe.each(backends)('two API replicas on one %s database', (kind) => {
  let lb: Balancer;
  let replicas: ProductionServer[];
  let db: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    db = await sharedDatabase(kind);
    lb = await startBalancer();
    const env = { APP_SECRET: sharedSecret(), PUBLIC_URL: lb.url, TRUST_PROXY: '1', RATE_LIMIT_SIGN_IN: '3' };
    // MySQL replicas start together on a fresh database: a named lock makes migrations run once.
    // SQLite has no such lock (a second process racing the first fails its migration), so
    // there the second replica starts after the first, as a single-host setup would.
    replicas = kind === 'mysql' ? await Promise.all([startWith(db.url, env), startWith(db.url, env)]) : [await startWith(db.url, env), await startWith(db.url, env)];
    lb.setBackends(replicas.map(directUrl));
  });
  afterAll(async () => {
    await Promise.all((replicas ?? []).map((r) => r.stop()));
    await lb?.close();
    await db?.drop();
  });

  it('when sign-up hops between replicas, then it completes, and the session works on either one', async () => {
    lb.route('round-robin');
    const before = [...lb.served];
    const { browser, account } = await signUp(lb.url);
    // The OIDC flow itself crossed replicas: its interaction state lives in the database.
    expect((lb.served[0] ?? 0) - (before[0] ?? 0)).toBeGreaterThan(0);
    expect((lb.served[1] ?? 0) - (before[1] ?? 0)).toBeGreaterThan(0);

    for (const i of [0, 1]) {
      lb.route(i);
      const me = await browser.json('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(account.email);
    }
    // A write on one replica is read on the other.
    lb.route(0);
    expect((await browser.json('/api/settings', { method: 'PUT', body: { writingStyle: 'direct' } })).status).toBe(200);
    lb.route(1);
    expect((await browser.json('/api/settings')).body.writingStyle).toBe('direct');
    // Signing out on one replica ends the session on both.
    lb.route(0);
    await browser.navigate('/api/logout');
    lb.route(1);
    expect((await browser.json('/api/auth/user')).status).toBe(401);
  });

  it('when uploads arrive at both replicas at once, then every one is stored and both list them all', async () => {
    lb.route('round-robin');
    const { browser } = await signUp(lb.url);
    // Each replica is called directly with the same cookie, as the balancer would.
    const on = replicas.map((r) => {
      const b = new Browser(directUrl(r), lb.url);
      return (p: string, init?: RequestInit) => b.request(p, { ...init, headers: { ...(init?.headers as object), cookie: browser.cookieHeader() } });
    });
    const N = 12;
    const send = (n: number) => {
      const form = new FormData();
      form.append('resume', new Blob([resumeText(n)], { type: 'text/plain' }), `cv-${n}.txt`);
      return on[n % 2]!('/api/resumes', { method: 'POST', body: form });
    };
    const ids = new Map<number, string>();
    let pending = Array.from({ length: N }, (_, n) => n);
    let refused = 0;
    // All at once; an upload that lost a lock race is refused as a retryable 503 (never a 500
    // and never half stored) and sent again after Retry-After, as a client would.
    for (let round = 0; round < 5 && pending.length; round++) {
      const answers = await Promise.all(pending.map(async (n) => ({ n, res: await send(n) })));
      pending = [];
      for (const { n, res } of answers) {
        if (res.status === 201) {
          ids.set(n, (await res.json()).resume.id);
          continue;
        }
        expect(res.status, await res.clone().text()).toBe(503);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await res.json()).message).toMatch(/try again/);
        refused++;
        pending.push(n);
      }
      if (pending.length) await new Promise((r) => setTimeout(r, 200));
    }
    expect(pending).toEqual([]);
    // On SQLite each process runs its transactions one at a time (db/database.ts), so a BEGIN
    // waits only for the other replica's one short transaction: none runs out of busy time.
    if (kind === 'sqlite') expect(refused).toBe(0);

    for (const call of on) {
      const list = await (await call('/api/resumes')).json();
      expect(list.map((r: { id: string }) => r.id).sort()).toEqual([...ids.values()].sort());
      expect(list.filter((r: { isCurrent: boolean }) => r.isCurrent)).toHaveLength(1);
    }
    const current = await Promise.all(on.map(async (call) => (await (await call('/api/resumes/current')).json()).id));
    expect(current[0]).toBe(current[1]);
  });

  it('when sign-in attempts alternate between replicas, then the limit counts them together', async () => {
    lb.route('round-robin');
    const { account } = await signUp(lb.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      lb.route(attempt % 2);
      const { done } = await signIn(lb.url, account.email, 'wrong password');
      statuses.push(done.res.status);
      if (done.res.status === 429) expect(Number(done.res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Limit 3: a per-process counter would have let all four through (two per replica).
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
