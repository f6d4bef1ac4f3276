import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractJobPostingResponseSchema } from '@common/contract/job-postings';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { Browser } from '../../test/helpers/http-client';
import { signUp } from '../../test/helpers/accounts';
import { startLoopbackServer, type LoopbackServer } from './fixtures/loopback-server';
import { startFakeServer } from '../../test/helpers/fake-providers';

const page = (name: string) => readFileSync(path.join(import.meta.dirname, '../engines/job-page/fixtures', name), 'utf8');

describe.each(dialects)('POST /api/job-postings/extract (%s)', (dialect) => {
  let server: TestServer;
  let board: LoopbackServer;
  let browser: Browser;
  const hits = (p: string) => board.requests.filter((r) => r.url === p).length;

  beforeAll(async () => {
    board = await startLoopbackServer((req, res) => {
      const file = { '/jobs/backend': 'jsonld-plain.html', '/jobs/graph': 'jsonld-graph.html', '/careers': 'listing.html', '/walled': 'sign-in.html', '/shell': 'script-shell.html' }[req.url!.split('?')[0]!];
      if (!file) return void res.writeHead(404).end('not found');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(file));
    });
    server = await startTestServer(dialect, { FETCH_ALLOW_HOSTS: board.hostKey });
    browser = (await signUp(server.url)).browser;
  });
  afterAll(async () => {
    await server?.stop();
    await board?.close();
  });

  it('when the URL is a JSON-LD posting, then title, company, location and description come back and are stored', async () => {
    const { status, body } = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url: `${board.origin}/jobs/backend` } });
    expect(status, JSON.stringify(body)).toBe(200);
    const { jobPosting } = extractJobPostingResponseSchema.parse(body);
    expect(jobPosting).toMatchObject({ title: 'Backend Engineer, Payments', company: 'Northwind Robotics', source: 'json-ld' });
    expect(jobPosting.description.length).toBeGreaterThan(300);
    expect(jobPosting.location).toBeTruthy();
    const again = await browser.json(`/api/job-postings/${jobPosting.id}`);
    expect(again.body.jobPosting).toEqual(jobPosting);
  });

  it('when the same URL is asked again within 24 h, then the stored posting answers without a fetch; refresh reads it again', async () => {
    const url = `${board.origin}/jobs/graph`;
    const first = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url } });
    const fetched = hits('/jobs/graph');
    const second = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url: `${url}?utm_source=newsletter#apply` } });
    expect(second.body.jobPosting.id).toBe(first.body.jobPosting.id);
    expect(hits('/jobs/graph')).toBe(fetched);
    const refreshed = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url, refresh: true } });
    expect(refreshed.body.jobPosting.id).not.toBe(first.body.jobPosting.id);
    expect(hits('/jobs/graph')).toBe(fetched + 1);
  });

  it('when the caller sends the page HTML, then it is read without fetching the address', async () => {
    const before = board.requests.length;
    const { status, body } = await browser.json('/api/job-postings/extract', {
      method: 'POST',
      body: { url: `${board.origin}/linkedin-like/123`, html: page('jsonld-plain.html') },
    });
    expect(status).toBe(200);
    expect(body.jobPosting).toMatchObject({ title: 'Backend Engineer, Payments', source: 'html' });
    expect(board.requests.length).toBe(before);
  });

  it('when the page is a listing or a sign-in wall, then the answer says so instead of a silent success', async () => {
    for (const p of ['/careers', '/walled']) {
      const { status, body } = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url: `${board.origin}${p}` } });
      if (status === 200) expect(body.jobPosting.warnings.length, p).toBeGreaterThan(0);
      else {
        expect(status, p).toBe(422);
        expect(body.message, p).toMatch(/\w+/);
      }
    }
  });

  it('when the page is an empty script shell and there is no reader key, then 422 explains it', async () => {
    const { status, body } = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url: `${board.origin}/shell` } });
    expect(status).toBe(422);
    expect(body.message).toMatch(/\w{10,}/);
  });

  it('when the address is private or not http(s), then 400 and nothing is fetched', async () => {
    for (const url of ['http://10.0.0.1/job', 'http://127.0.0.1:9/job', 'http://169.254.169.254/latest/meta-data', 'file:///etc/passwd', 'not a url']) {
      const { status, body } = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url } });
      expect(status, url).toBe(400);
      expect(body.message, url).toBeTruthy();
    }
  });

  it('when signed out, then 401; when another user asks for the posting, then 404', async () => {
    const anon = new Browser(server.url);
    expect((await anon.json('/api/job-postings/extract', { method: 'POST', body: { url: `${board.origin}/jobs/backend` } })).status).toBe(401);
    const mine = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url: `${board.origin}/jobs/backend` } });
    const other = (await signUp(server.url)).browser;
    expect((await other.json(`/api/job-postings/${mine.body.jobPosting.id}`)).status).toBe(404);
  });

  it('when a stored posting is older than 24 h, then it is read again, unless the reuse-job-postings optimization is on', async () => {
    const url = `${board.origin}/jobs/backend?age=test`;
    const first = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url } });
    const age = async () =>
      server.app.db.models.JobPosting.update({ createdAt: new Date(Date.now() - 25 * 3600_000) }, { where: { id: first.body.jobPosting.id }, silent: true });
    await age();
    const stale = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url } });
    expect(stale.body.jobPosting.id).not.toBe(first.body.jobPosting.id);

    await server.app.db.models.JobPosting.destroy({ where: { id: stale.body.jobPosting.id } });
    await server.app.platform.switches.set('reuse-job-postings', true);
    try {
      const reused = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url } });
      expect(reused.body.jobPosting.id).toBe(first.body.jobPosting.id);
    } finally {
      await server.app.platform.switches.set('reuse-job-postings', false);
    }
  });

  it('when postings are extracted, then each extraction is recorded for the platform analysis', async () => {
    const before = await server.app.db.models.OperationMetric.count({ where: { process: 'job_extraction' } });
    await browser.json('/api/job-postings/extract', { method: 'POST', body: { url: `${board.origin}/jobs/backend?metric=1` } });
    await browser.json('/api/job-postings/extract', { method: 'POST', body: { url: `${board.origin}/shell` , refresh: true } });
    const rows = await server.app.db.models.OperationMetric.findAll({ where: { process: 'job_extraction' }, order: [['createdAt', 'ASC']] });
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)!.ok).toBe(true);
  });
});

describe('POST /api/job-postings/extract with the Jina reader', () => {
  it('when the page is script-rendered and the user has a reader key, then the reader answers and counts in the monthly usage', async () => {
    const board = await startLoopbackServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end(page('script-shell.html')));
    const description = 'Northwind Robotics is hiring a Platform Engineer to run our Kubernetes fleet. '.repeat(8);
    const jina = await startFakeServer((req, res) => {
      if (req.headers.authorization !== 'Bearer jina_key') return void res.writeHead(401).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, data: { url: req.path.slice(1), title: 'Platform Engineer - Northwind Robotics', content: `# Platform Engineer\n\n${description}` } }));
    });
    const server = await startTestServer('sqlite', { FETCH_ALLOW_HOSTS: `${board.hostKey},${new URL(jina.url).host}`, JINA_BASE_URL: jina.url });
    try {
      const { browser } = await signUp(server.url);
      await browser.json('/api/settings', { method: 'PUT', body: { jinaApiKey: 'jina_key' } });
      const { status, body } = await browser.json('/api/job-postings/extract', { method: 'POST', body: { url: `${board.origin}/jobs/platform` } });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.jobPosting.source).toBe('jina');
      expect(body.jobPosting.description).toContain('Kubernetes fleet');
      expect(jina.requests.length).toBeGreaterThan(0);
      expect((await browser.json('/api/usage')).body.readerRequests).toBe(1);
    } finally {
      await server.stop();
      await board.close();
      await jina.close();
    }
  });
});
