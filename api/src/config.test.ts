import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'scl-config-'));

describe('configuration', () => {
  it('when nothing is set, then SQLite in DATA_DIR, port 3000, and a secret generated once', () => {
    const dir = dataDir();
    const a = loadConfig({ DATA_DIR: dir });
    expect(a).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', databaseUrl: `sqlite:${path.join(dir, 'app.sqlite')}`, oidc: null });
    expect(a.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'secret'), 'utf8').trim()).toBe(a.appSecret);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(a.appSecret);
  });

  it('when extension origins are allowed, then they are kept as chrome-extension://id (not the opaque "null")', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), ALLOWED_ORIGINS: 'chrome-extension://kajanmnpennahpbjcjcdfoffobiaogji, moz-extension://5d1c6f0e-1111-4a2b-9c3d-abcdef012345/, https://jobs.example.com/path' });
    expect(c.allowedOrigins).toEqual([
      'http://localhost:3000',
      'chrome-extension://kajanmnpennahpbjcjcdfoffobiaogji',
      'moz-extension://5d1c6f0e-1111-4a2b-9c3d-abcdef012345',
      'https://jobs.example.com',
    ]);
    expect(c.allowedOrigins).not.toContain('null');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ALLOWED_ORIGINS: 'not an origin' }, 'ALLOWED_ORIGINS'],
    [{ OIDC_ISSUER_URL: 'https://id.example.com' }, 'OIDC_ISSUER_URL'],
  ])('when %o is bad, then start-up stops with a message naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });
});
