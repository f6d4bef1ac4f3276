import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { Browser } from '../helpers/http-client';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai';
import { writerWithResume } from '../../src/ai/testing/fixtures';
import { RESUME_TEXT } from '../../src/ai/testing/texts';
import { OPERATIONS } from '../../src/openapi/operations';

/** B's resume names someone else, so any of A's text in B's answers is a leak. */
const B_RESUME_TEXT = RESUME_TEXT.replace(/Jane Rivera/g, 'Omar Haddad').replace(/Jane/g, 'Omar');

interface Data {
  resumeId: string;
  jobPostingId: string;
  optimizedId: string;
}
type Who = 'anonymous' | 'owner' | 'other';
/** The request one operation makes, given A's data (B always aims at A's ids). */
type Call = (d: Data) => { path: string; body?: unknown; file?: true };
/**
 * What each caller must get: a status, 'own' (the caller's own, empty data: never A's),
 * 'reaches-ai' (past authentication and ownership, stopped by the fake provider: 502), or
 * 'passes' (neither 401, 403 nor 404).
 */
type Expect = number | 'own' | 'reaches-ai' | 'passes';
interface Case {
  call: Call;
  expect: Record<Who, Expect>;
  /** Runs after the others (it deletes or signs out). */
  last?: true;
}

const file = (p: string, extra: Record<string, string> = {}): Call => () => ({ path: p, file: true, body: extra });
const get = (p: string): Call => () => ({ path: p });
const open = (status: number) => ({ anonymous: status, owner: status, other: status });

/** Every operation of the OpenAPI document, by `METHOD path`. */
const CASES: Record<string, Case> = {
  'GET /api/health': { call: get('/api/health'), expect: open(200) },
  'GET /api/ready': { call: get('/api/ready'), expect: open(200) },
  'GET /api/openapi.json': { call: get('/api/openapi.json'), expect: open(200) },
  'GET /api/docs': { call: get('/api/docs'), expect: open(200) },
  'GET /api/login': { call: get('/api/login'), expect: open(302) },
  // Without a code it starts the sign-in again, for everyone.
  'GET /api/callback': { call: get('/api/callback'), expect: open(302) },
  'GET /api/logout': { call: get('/api/logout'), expect: open(302), last: true },
  'GET /api/auth/user': { call: get('/api/auth/user'), expect: { anonymous: 401, owner: 200, other: 'own' } },

  'GET /api/settings': { call: get('/api/settings'), expect: { anonymous: 401, owner: 200, other: 'own' } },
  'PUT /api/settings': { call: () => ({ path: '/api/settings', body: { writingStyle: 'direct' } }), expect: { anonymous: 401, owner: 200, other: 200 } },
  'POST /api/test-connection': { call: () => ({ path: '/api/test-connection', body: { service: 'openai', apiKey: '***' } }), expect: { anonymous: 401, owner: 200, other: 200 } },
  'GET /api/usage': { call: get('/api/usage'), expect: { anonymous: 401, owner: 200, other: 200 } },

  'POST /api/resumes': { call: file('/api/resumes'), expect: { anonymous: 401, owner: 201, other: 201 } },
  'GET /api/resumes/current': { call: get('/api/resumes/current'), expect: { anonymous: 401, owner: 200, other: 'own' } },
  'GET /api/resumes': { call: get('/api/resumes'), expect: { anonymous: 401, owner: 200, other: 'own' } },
  'GET /api/resumes/{id}': { call: (d) => ({ path: `/api/resumes/${d.resumeId}` }), expect: { anonymous: 401, owner: 200, other: 404 } },
  'DELETE /api/resumes/{id}': { call: (d) => ({ path: `/api/resumes/${d.resumeId}` }), expect: { anonymous: 401, owner: 204, other: 404 }, last: true },

  'POST /api/analyze-resume': { call: file('/api/analyze-resume'), expect: open(200) },
  'POST /api/test-parser': { call: file('/api/test-parser'), expect: { anonymous: 401, owner: 200, other: 200 } },
  'POST /api/optimize-resume-ats': { call: file('/api/optimize-resume-ats', { targetRole: 'Engineer' }), expect: { anonymous: 401, owner: 'reaches-ai', other: 'reaches-ai' } },

  'POST /api/job-postings/extract': { call: () => ({ path: '/api/job-postings/extract', body: { url: 'ftp://not-a-job' } }), expect: { anonymous: 401, owner: 400, other: 400 } },
  'GET /api/job-postings/{id}': { call: (d) => ({ path: `/api/job-postings/${d.jobPostingId}` }), expect: { anonymous: 401, owner: 200, other: 404 } },
  'POST /api/job-match': { call: (d) => ({ path: '/api/job-match', body: { jobPostingId: d.jobPostingId } }), expect: { anonymous: 401, owner: 200, other: 404 } },

  'POST /api/cover-letters/generate': { call: (d) => ({ path: '/api/cover-letters/generate', body: { resumeId: d.resumeId, jobPostingId: d.jobPostingId } }), expect: { anonymous: 401, owner: 'reaches-ai', other: 404 } },
  'POST /api/cover-letters/generate/stream': { call: (d) => ({ path: '/api/cover-letters/generate/stream', body: { resumeId: d.resumeId, jobPostingId: d.jobPostingId } }), expect: { anonymous: 401, owner: 200, other: 404 } },

  'POST /api/resumes/optimize': { call: (d) => ({ path: '/api/resumes/optimize', body: { resumeId: d.resumeId, targetJobTitle: 'Staff Engineer' } }), expect: { anonymous: 401, owner: 'reaches-ai', other: 404 } },
  'GET /api/optimized-resumes': { call: get('/api/optimized-resumes'), expect: { anonymous: 401, owner: 200, other: 'own' } },
  'POST /api/optimize-resume': { call: (d) => ({ path: '/api/optimize-resume', body: { resumeId: d.resumeId, targetJobTitle: 'Staff Engineer' } }), expect: { anonymous: 401, owner: 'reaches-ai', other: 404 } },
  'DELETE /api/optimized-resumes/{id}': { call: (d) => ({ path: `/api/optimized-resumes/${d.optimizedId}` }), expect: { anonymous: 401, owner: 204, other: 404 }, last: true },
  'GET /api/optimized-resumes/{id}/download': { call: (d) => ({ path: `/api/optimized-resumes/${d.optimizedId}/download` }), expect: { anonymous: 401, owner: 200, other: 404 } },

  'POST /api/career-intelligence/analyze': { call: file('/api/career-intelligence/analyze'), expect: { anonymous: 401, owner: 'reaches-ai', other: 'reaches-ai' } },
  'POST /api/mcp/analyze-platform': { call: () => ({ path: '/api/mcp/analyze-platform' }), expect: { anonymous: 401, owner: 'passes', other: 'passes' } },
  'GET /api/mcp/analyze-platform': { call: get('/api/mcp/analyze-platform'), expect: { anonymous: 401, owner: 200, other: 200 } },
  'POST /api/mcp/implement-optimization': { call: () => ({ path: '/api/mcp/implement-optimization', body: { processName: 'reuse-parse-results' } }), expect: { anonymous: 401, owner: 200, other: 200 } },
};

/** `METHOD /api/path/{id}` of every route the API's routers declare, read from their source. */
function declaredRoutes(): string[] {
  const src = fileURLToPath(new URL('../../src/', import.meta.url));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.includes(`${path.sep}engines${path.sep}`)) files.push(p);
    }
  };
  walk(src);
  const routes = new Set<string>();
  for (const f of files) {
    // The embedded OIDC provider's own pages live under /oidc, not /api.
    if (f.endsWith('embedded-provider.ts')) continue;
    for (const m of readFileSync(f, 'utf8').matchAll(/\brouter\.(get|post|put|delete|patch)\(\s*'([^']+)'/g)) {
      routes.add(`${m[1]!.toUpperCase()} /api${m[2]!.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return [...routes].sort();
}

describe('authorization matrix: every endpoint as anonymous, as the owner A, and as B on A’s data', () => {
  let server: TestServer;
  let fake: FakeOpenAi;
  let owner: Browser;
  let other: Browser;
  const anonymous = () => new Browser(server.url);
  let data: Data;
  let otherUserId: string;
  let ownerUserId: string;

  beforeAll(async () => {
    // No scripted answers: any AI call is answered 500 (a 502 to the caller), and counted.
    fake = await startFakeOpenAi({ model: 'fake-model' });
    server = await startTestServer('sqlite', { OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model', RATE_LIMIT_ANALYZE: '1000', RATE_LIMIT_AI: '1000' });
    const a = await writerWithResume(server);
    const b = await writerWithResume(server, { resumeText: B_RESUME_TEXT });
    owner = a.browser;
    other = b.browser;
    otherUserId = b.userId;
    ownerUserId = a.userId;
    const optimized = await server.app.db.models.OptimizedResume.create({
      id: randomUUID(),
      userId: a.userId,
      resumeId: a.resumeId,
      targetJobTitle: 'Staff Backend Engineer',
      requestHash: 'matrix',
      encrypted: false,
      optimizedContent: 'Jane Rivera\nStaff Backend Engineer',
      keywordMatches: '["Go"]',
      optimizationNotes: 'none',
    });
    data = { resumeId: a.resumeId, jobPostingId: a.jobPostingId, optimizedId: optimized.id };
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  const send = async (browser: Browser, key: string) => {
    const [method] = key.split(' ');
    const req = CASES[key]!.call(data);
    if (req.file) {
      const form = new FormData();
      form.append('resume', new Blob([browser === owner ? RESUME_TEXT : B_RESUME_TEXT], { type: 'text/plain' }), 'resume.txt');
      for (const [k, v] of Object.entries((req.body as Record<string, string>) ?? {})) form.append(k, v);
      return browser.json(req.path, { method, body: form });
    }
    return browser.json(req.path, { method, ...(req.body !== undefined ? { body: req.body } : {}) });
  };

  const check = (who: Who, key: string, status: number, body: unknown) => {
    const want = CASES[key]!.expect[who];
    const label = `${who} ${key} -> ${status} ${JSON.stringify(body).slice(0, 200)}`;
    if (typeof want === 'number') expect(status, label).toBe(want);
    else if (want === 'reaches-ai') expect(status, label).toBe(502);
    else if (want === 'passes') expect([401, 403, 404], label).not.toContain(status);
    else if (want === 'own') {
      expect(status, label).toBe(200);
      const text = JSON.stringify(body);
      for (const id of Object.values(data)) expect(text, label).not.toContain(id);
      expect(text, label).not.toContain('Jane Rivera'); // A's resume text
    }
    if (status >= 400) expect(typeof (body as { message?: unknown })?.message, label).toBe('string');
  };

  it('then every operation of the API has a row, and every route the routers declare is documented', () => {
    const documented = OPERATIONS.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort();
    expect(Object.keys(CASES).sort()).toEqual(documented);
    const declared = declaredRoutes().filter((r) => !r.startsWith('GET /api/interaction'));
    for (const route of declared) expect(documented, `${route} is served but not in the OpenAPI document`).toContain(route);
  });

  it('when anonymous, then only the public operations answer; the rest are 401 with a message', async () => {
    for (const key of Object.keys(CASES)) {
      const res = await send(anonymous(), key);
      check('anonymous', key, res.status, res.body);
    }
  });

  it('when B aims at A’s data, then every call is 404 (or B’s own empty data) and nothing of A’s is read, sent to the AI, or changed', async () => {
    const aiCallsBefore = fake.calls.length;
    const aiCallsOnAData: string[] = [];
    for (const key of Object.keys(CASES).filter((k) => !CASES[k]!.last)) {
      const before = fake.calls.length;
      const res = await send(other, key);
      check('other', key, res.status, res.body);
      if (CASES[key]!.expect.other === 404 && fake.calls.length !== before) aiCallsOnAData.push(key);
    }
    for (const key of Object.keys(CASES).filter((k) => CASES[k]!.last && k !== 'GET /api/logout')) {
      const res = await send(other, key);
      check('other', key, res.status, res.body);
    }
    expect(aiCallsOnAData).toEqual([]);
    // The AI was reached only by B's own uploads (ATS rewrite, career report), never with A's ids.
    expect(fake.calls.slice(aiCallsBefore).every((c) => !JSON.stringify(c.body.messages).includes('Acme Pay'))).toBe(true);
    // A's data is all still there.
    expect((await owner.json(`/api/resumes/${data.resumeId}`)).status).toBe(200);
    expect((await owner.json(`/api/optimized-resumes/${data.optimizedId}/download`)).status).toBe(200);
    expect((await owner.json(`/api/job-postings/${data.jobPostingId}`)).status).toBe(200);
    expect((await owner.json('/api/settings')).body.writingStyle).not.toBe(undefined);
    expect((await other.json('/api/auth/user')).body.id).toBe(otherUserId);
  });

  it('when A uses A’s own data, then every call gets past authorization and ownership', async () => {
    const last = Object.keys(CASES).filter((k) => CASES[k]!.last && k !== 'GET /api/logout');
    const ordered = [...Object.keys(CASES).filter((k) => !CASES[k]!.last), ...last, 'GET /api/logout'];
    for (const key of ordered) {
      const res = await send(owner, key);
      check('owner', key, res.status, res.body);
      if (key === 'POST /api/cover-letters/generate/stream') {
        // Authorized: the stream opens, then reports the provider's failure as an event.
        expect(String(res.body)).toMatch(/event: error/);
      }
    }
    expect((await owner.json('/api/auth/user')).status).toBe(401); // signed out by the last row
    // The provider failed every AI call with 502: nothing half written was kept.
    const { CoverLetter, OptimizedResume, CareerReport } = server.app.db.models;
    const where = { where: { userId: ownerUserId } };
    expect([await CoverLetter.count(where), await OptimizedResume.count(where), await CareerReport.count(where)]).toEqual([0, 0, 0]);
  });
});
