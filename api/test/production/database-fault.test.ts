import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createMysqlDatabase, mysqlServerUrl, throughPort, type MysqlDatabase } from './support/mysql-database';
import { startWith, type ProductionServer } from './support/start';

const serverUrl = mysqlServerUrl();
const UNAVAILABLE = { message: 'The database is not answering; try again shortly' };

/** Polls until `ok` holds or the deadline passes; returns the last value seen. */
async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  let last = await probe();
  while (!ok(last) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    last = await probe();
  }
  return last;
}

// The shared MariaDB cannot be stopped, so the API reaches it through a proxy the test cuts.
describe.skipIf(!serverUrl)('when the MySQL database stops and comes back', () => {
  let db: MysqlDatabase;
  let proxy: TcpProxy;
  let api: ProductionServer;
  beforeAll(async () => {
    db = await createMysqlDatabase(serverUrl!, 'fault');
    const target = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 3306) });
    api = await startWith(throughPort(db.url, proxy.port));
  });
  afterAll(async () => {
    await proxy?.restore();
    await api?.stop();
    await proxy?.close();
    await db?.drop();
  });

  it('then the API answers 503 with a message meanwhile, and recovers on its own with the data intact', async () => {
    const { browser } = await signUp(api.url);
    expect((await browser.json('/api/settings', { method: 'PUT', body: { writingStyle: 'direct' } })).status).toBe(200);
    expect(proxy.open()).toBeGreaterThan(0);

    await proxy.cut();
    const settings = await browser.json('/api/settings');
    expect(settings.status).toBe(503);
    expect(settings.body).toEqual(UNAVAILABLE);
    expect(settings.res.headers.get('retry-after')).toBe('5');
    const write = await browser.json('/api/settings', { method: 'PUT', body: { writingStyle: 'creative' } });
    expect(write.status).toBe(503);
    expect(write.body).toEqual(UNAVAILABLE);
    const upload = await browser.upload('/api/resumes', 'resume', new TextEncoder().encode('Ada Lovelace\nEngineer'), 'cv.txt', 'text/plain');
    expect(upload.status).toBe(503);
    const ready = await fetch(`${api.url}/api/ready`);
    expect(ready.status).toBe(503);
    // The process itself is fine: a load balancer keeps it and stops routing until ready.
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);

    await proxy.restore();
    const back = await eventually(() => browser.json('/api/settings'), (r) => r.status === 200);
    expect(back.status).toBe(200);
    expect(back.body.writingStyle).toBe('direct');
    expect((await fetch(`${api.url}/api/ready`)).status).toBe(200);
    expect((await browser.json('/api/settings', { method: 'PUT', body: { writingStyle: 'creative' } })).body.writingStyle).toBe('creative');
  });
});
