import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/helpers/server';

describe('health and readiness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.stop());

  it('when the database answers, then both are 200; when it is gone, then ready is 503 and health still 200', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/api/ready`)).json()).toEqual({ status: 'ready' });
    await server.app.db.close();
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ message: 'The database is not answering' });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
