import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type session from 'express-session';
import { QueryTypes } from 'sequelize';
import sqlite3 from 'sqlite3';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { signUp } from '../../test/helpers/accounts';
import { DatabaseSessionStore } from './session-store';

const DAY = 24 * 60 * 60 * 1000;

/** A session as express-session hands it to a store. */
const sessionData = (expires: Date, extra: Record<string, unknown> = {}) =>
  ({ cookie: { originalMaxAge: expires.getTime() - Date.now(), expires, httpOnly: true, path: '/' }, ...extra }) as unknown as session.SessionData;

const call = <T>(fn: (cb: (err: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value))));

describe.each(dialects)('session store (%s)', (dialect) => {
  let server: TestServer;
  let store: DatabaseSessionStore;
  const rows = (sid: string) =>
    server.app.db.sequelize.query<{ sid: string; expires: unknown; data: string }>('SELECT sid, expires, data FROM sessions WHERE sid = ?', {
      replacements: [sid],
      type: QueryTypes.SELECT,
    });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    store = new DatabaseSessionStore(server.app.db, { ttlMs: 14 * DAY, touchEveryMs: 60_000, sweepEveryMs: 0 });
  });
  afterAll(async () => {
    store?.close();
    await server?.stop();
  });

  it('when a session row is past its expiry, then the cookie no longer signs in, even before the sweep removes the row', async () => {
    const { browser } = await signUp(server.url);
    expect((await browser.json('/api/auth/user')).status).toBe(200);
    await server.app.db.sequelize.query('UPDATE sessions SET expires = ?', { replacements: [new Date(Date.now() - 1000)] });
    expect((await browser.json('/api/auth/user')).status).toBe(401);
  });

  it('when a session holds only the user id (the older format), then the user is looked up, and a user that is gone is signed out', async () => {
    const { browser } = await signUp(server.url);
    const me = (await browser.json<{ id: string; email: string }>('/api/auth/user')).body;
    const [row] = await server.app.db.sequelize.query<{ sid: string; data: string }>('SELECT sid, data FROM sessions WHERE data LIKE ?', {
      replacements: [`%${me.id}%`],
      type: QueryTypes.SELECT,
    });
    const rewrite = (user: string) => {
      const data = JSON.parse(row!.data) as { passport: { user: unknown } };
      data.passport.user = user;
      return server.app.db.sequelize.query('UPDATE sessions SET data = ? WHERE sid = ?', { replacements: [JSON.stringify(data), row!.sid] });
    };

    await rewrite(me.id);
    const looked = await browser.json('/api/auth/user');
    expect(looked.status).toBe(200);
    expect((looked.body as { email: string }).email).toBe(me.email);

    await rewrite('no-such-user');
    expect((await browser.json('/api/auth/user')).status).toBe(401);
  });

  it('when a session is saved, then it reads back at once (through the reader) until it is destroyed', async () => {
    const sid = `rt-${dialect}-${Date.now()}`;
    await call((cb) => store.set(sid, sessionData(new Date(Date.now() + DAY), { passport: { user: { id: 'u1', email: 'a@example.com' } } }), cb));
    const back = await call<session.SessionData | null>((cb) => store.get(sid, cb));
    expect((back as unknown as { passport: { user: { id: string } } }).passport.user.id).toBe('u1');

    // Saving again replaces the data of the same row.
    await call((cb) => store.set(sid, sessionData(new Date(Date.now() + DAY), { idToken: 'second' }), cb));
    expect(await rows(sid)).toHaveLength(1);
    expect(((await call<session.SessionData | null>((cb) => store.get(sid, cb))) as { idToken?: string }).idToken).toBe('second');

    await call((cb) => store.destroy(sid, cb));
    expect(await call((cb) => store.get(sid, cb))).toBeNull();
    expect(await rows(sid)).toHaveLength(0);
  });

  it('when a request touches a session again within the interval, then the expiry is written once', async () => {
    const sid = `touch-${dialect}-${Date.now()}`;
    await call((cb) => store.set(sid, sessionData(new Date(Date.now() + DAY)), cb));
    const expiryOf = async () => new Date((await rows(sid))[0]!.expires as Date | string).getTime();

    await call((cb) => store.touch(sid, sessionData(new Date(Date.now() + 10 * DAY)), cb));
    const touched = await expiryOf();
    expect(touched).toBeGreaterThan(Date.now() + 9 * DAY);

    await call((cb) => store.touch(sid, sessionData(new Date(Date.now() + 12 * DAY)), cb));
    expect(await expiryOf()).toBe(touched);
  });

  it('when the sweep runs, then expired rows go and live ones stay', async () => {
    const live = `live-${dialect}-${Date.now()}`;
    const dead = `dead-${dialect}-${Date.now()}`;
    await call((cb) => store.set(live, sessionData(new Date(Date.now() + DAY)), cb));
    await call((cb) => store.set(dead, sessionData(new Date(Date.now() - 60_000)), cb));
    expect(await rows(dead)).toHaveLength(1);
    expect(await call((cb) => store.get(dead, cb))).toBeNull();

    await store.sweep();
    expect(await rows(dead)).toHaveLength(0);
    expect(await rows(live)).toHaveLength(1);
  });

  if (dialect === 'sqlite') {
    it('when SQLite serves reads, then its reader connection cannot write', async () => {
      await expect(server.app.db.read.all('DELETE FROM sessions RETURNING sid', [])).rejects.toThrow(/readonly/i);
      expect((await server.app.db.sequelize.query('SELECT COUNT(*) AS n FROM sessions', { type: QueryTypes.SELECT }))[0]).not.toEqual({ n: 0 });
    });

    it('when another connection holds the SQLite file locked, then a read waits without holding the event loop and answers once the lock goes', async () => {
      const sid = `locked-${Date.now()}`;
      await call((cb) => store.set(sid, sessionData(new Date(Date.now() + DAY), { idToken: 'kept' }), cb));
      const storage = (server.app.db.sequelize as unknown as { options: { storage: string } }).options.storage;
      const blocker = new sqlite3.Database(storage);
      const exec = (sql: string) => new Promise<void>((resolve, reject) => blocker.exec(sql, (err) => (err ? reject(err) : resolve())));
      // Takes the file's lock and keeps it after the write.
      await exec('PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; UPDATE sessions SET updated_at = updated_at; COMMIT;');
      let releasedAt = 0;
      const released = new Promise<void>((resolve) => setTimeout(() => blocker.close(() => resolve(void (releasedAt = performance.now()))), 300));

      let ticks = 0;
      const ticker = setInterval(() => ticks++, 10);
      let answeredAt = 0;
      const read = call<session.SessionData | null>((cb) => store.get(sid, cb)).finally(() => (answeredAt = performance.now()));
      await released;
      clearInterval(ticker);
      // The event loop kept turning while the file was locked (30 ticks at most in 300 ms).
      expect(ticks).toBeGreaterThan(15);
      expect(((await read) as { idToken?: string }).idToken).toBe('kept');
      expect(answeredAt).toBeGreaterThanOrEqual(releasedAt); // it did wait for the lock
    });
  }
});
