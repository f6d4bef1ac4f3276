import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMatchResponseSchema } from '@common/contract/job-match';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { Browser } from '../../test/helpers/http-client';
import { signUp } from '../../test/helpers/accounts';

const jobPage = readFileSync(path.join(import.meta.dirname, '../engines/job-page/fixtures/jsonld-plain.html'), 'utf8');

const RESUME = `Priya Natarajan
priya.natarajan@example.com | +1 415 555 0134 | San Francisco, CA

Summary
Backend engineer building payment systems in Go and PostgreSQL.

Experience
Senior Software Engineer, Stripe — Jan 2020 – Present
- Built idempotent payment APIs in Go handling 12,000 requests per second
- Cut PostgreSQL query latency by 40% with partitioning

Skills
Go, PostgreSQL, Docker, gRPC
`;

describe.each(dialects)('POST /api/job-match (%s)', (dialect) => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    browser = (await signUp(server.url)).browser;
  });
  afterAll(() => server?.stop());

  it('when there is no current resume, then 404 Resume ID not found', async () => {
    const res = await browser.json('/api/job-match', { method: 'POST', body: { url: 'https://jobs.example.com/1', html: jobPage } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Resume ID not found' });
  });

  it('when the page is sent, then the posting is stored and matched: rate, matched and missing keywords, ATS score', async () => {
    await browser.upload('/api/resumes', 'resume', Buffer.from(RESUME), 'priya.txt');
    const res = await browser.json('/api/job-match', { method: 'POST', body: { url: 'https://jobs.example.com/backend', html: jobPage } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = jobMatchResponseSchema.parse(res.body);
    expect(body.jobPosting.title).toMatch(/Backend Engineer/);
    expect(body.resume.filename).toBe('priya.txt');
    const all = [...body.match.matchedKeywords, ...body.match.missingKeywords];
    expect(all.length).toBeGreaterThan(3);
    expect(body.match.matchRate).toBe(Math.round((100 * body.match.matchedKeywords.length) / all.length));
    // The posting asks for PostgreSQL, which the resume has; what is missing is not in the resume.
    expect(body.match.matchedKeywords).toContain('PostgreSQL');
    for (const k of body.match.missingKeywords) {
      expect(RESUME).not.toMatch(new RegExp(`(^|[^\\p{L}])${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu'));
    }
    expect(body.ats.score).toBeGreaterThan(0);

    // The same posting by id gives the same match.
    const byId = await browser.json('/api/job-match', { method: 'POST', body: { jobPostingId: body.jobPosting.id } });
    expect(byId.body.match).toEqual(body.match);
  });

  it("when signed out, then 401; another user's posting id, then 404", async () => {
    expect((await new Browser(server.url).json('/api/job-match', { method: 'POST', body: { jobPostingId: 'x' } })).status).toBe(401);
    const mine = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url: 'https://jobs.example.com/other', html: jobPage } });
    const other = (await signUp(server.url)).browser;
    await other.upload('/api/resumes', 'resume', Buffer.from(RESUME), 'r.txt');
    expect((await other.json('/api/job-match', { method: 'POST', body: { jobPostingId: mine.body.jobPosting.id } })).status).toBe(404);
  });
});
