import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { WARNINGS } from '../engines/job-page/warnings';
import type { Board } from '../engines/job-page/types';
import { createSafeFetcher, type FetchPage, type Resolver } from './safe-fetch';
import { extractJobPosting, type ExtractDeps } from './extract';
import { startLoopbackServer, type LoopbackServer } from './fixtures/loopback-server';

const engineFixture = (name: string) => readFileSync(new URL(`../engines/job-page/fixtures/${name}`, import.meta.url), 'utf8');

const LEVER_ID = '0b7c1d2e-1111-4a4a-9c9c-123456789abc';
const ASHBY_ID = '8f0e2c4a-6b1d-4e3f-9a7b-2c5d8e1f4a6b';
const JINA_KEY = 'jina_test_key';

// Job pages and board APIs on one loopback server, routed by path.
const ROUTES: Record<string, { type: string; file: string }> = {
  '/jobs/plain': { type: 'text/html', file: 'jsonld-plain.html' },
  '/jobs/graph': { type: 'text/html', file: 'jsonld-graph.html' },
  '/jobs/array': { type: 'text/html', file: 'jsonld-array.html' },
  '/jobs/no-structured-data': { type: 'text/html', file: 'plain-page.html' },
  '/jobs/script-rendered': { type: 'text/html', file: 'script-shell.html' },
  '/careers': { type: 'text/html', file: 'listing.html' },
  '/jobs/view/77': { type: 'text/html', file: 'sign-in.html' },
  [`/copperleaf/${LEVER_ID}`]: { type: 'text/html', file: 'lever-page.html' },
  '/v1/boards/saltmarshlabs/jobs/4012345': { type: 'application/json', file: 'greenhouse-job.json' },
  [`/v0/postings/copperleaf/${LEVER_ID}`]: { type: 'application/json', file: 'lever-posting.json' },
  '/posting-api/job-board/larkspur': { type: 'application/json', file: 'ashby-board.json' },
  '/wday/cxs/saltmarsh/External/job/Norwich/Hydrologist_R-101': { type: 'application/json', file: 'workday-job.json' },
  '/v1/companies/GranitePeakOutdoors/postings/744000012345678': { type: 'application/json', file: 'smartrecruiters-posting.json' },
  '/api/v2/accounts/harborpine/jobs/A1B2C3D4E5': { type: 'application/json', file: 'workable-job.json' },
};

const JINA_ANSWER = {
  code: 200,
  data: {
    url: 'reader',
    title: 'Field Robotics Engineer at Northwind Robotics',
    content:
      '# Field Robotics Engineer\n\n![banner](https://img.example/banner.png)\n\nNorthwind Robotics builds delivery robots for hospital corridors, and **field engineers** keep them running on every ward.\n\n## What you will do\n\n* Commission new robots in [partner hospitals](https://northwind.example/partners).\n* Diagnose navigation faults with the remote operations team.\n* Train ward staff to clear small faults themselves.\n\n## What you bring\n\n- Two years servicing electromechanical equipment\n- A driving licence and willingness to travel three days a week\n',
  },
};

let server: LoopbackServer;
let closedOrigin: string;
const paths: string[] = [];
const jinaRequests: IncomingMessage[] = [];

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    paths.push(url.pathname);
    if (url.pathname.startsWith('/jina/')) {
      jinaRequests.push(req);
      if (req.headers.authorization !== `Bearer ${JINA_KEY}`) return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"bad key"}');
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(JINA_ANSWER));
    }
    if (url.pathname === '/broken-api/v1/boards/saltmarshlabs/jobs/4012345') return void res.writeHead(500).end();
    const route = ROUTES[url.pathname];
    if (!route) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
    res.writeHead(200, { 'content-type': `${route.type}; charset=utf-8` }).end(engineFixture(route.file));
  });
  const closed = await startLoopbackServer(() => {});
  closedOrigin = closed.origin;
  await closed.close();
});

afterAll(() => server.close());

// fixture.test and the boards' own hosts resolve to the loopback server; other names do not exist.
const FIXTURE_HOSTS = ['fixture.test', 'jobs.lever.co'];
const lookup: Resolver = async (host) => {
  if (FIXTURE_HOSTS.includes(host)) return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`no such host ${host}`), { code: 'ENOTFOUND' });
};

function deps(extra: Partial<ExtractDeps> = {}): ExtractDeps & { fetched: string[] } {
  const fetched: string[] = [];
  const safe = createSafeFetcher({
    lookup,
    timeoutMs: 3_000,
    allowHosts: [server.hostKey, ...FIXTURE_HOSTS.map((h) => `${h}:${server.port}`)],
  });
  const fetchPage: FetchPage = (url, init) => {
    fetched.push(url);
    return safe(url, init);
  };
  const apiBase = Object.fromEntries(['greenhouse', 'lever', 'ashby', 'workday', 'smartrecruiters', 'workable'].map((b) => [b, server.origin])) as Record<Board, string>;
  return { fetchPage, boardApiBase: apiBase, jinaBaseUrl: `${server.origin}/jina`, fetched, ...extra };
}

const page = (path: string) => `http://fixture.test:${server.port}${path}`;

async function refusal(call: Promise<unknown>): Promise<HttpError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('extractJobPosting: fetched pages with JSON-LD', () => {
  it.each([
    ['/jobs/plain', 'Backend Engineer, Payments', 'Northwind Robotics', 'Leeds, West Yorkshire, GB', 'hospital corridors'],
    ['/jobs/graph', 'Data Analyst', 'Blue Heron Analytics', 'Remote (Canada, United States)', 'water quality for river trusts'],
    ['/jobs/array', 'Copy Editor & Proofreader', 'Quillfeather Press', 'Portland, OR, United States; Seattle, WA', 'check species names'],
  ])('reads %s', async (path, title, company, location, phrase) => {
    const r = await extractJobPosting({ url: page(path) }, deps());
    expect(r).toMatchObject({ title, company, location, source: 'json-ld', url: page(path), warnings: [] });
    expect(r.description).toContain(phrase);
    expect(r.description).not.toMatch(/<\/?[a-z]+>|&lt;/);
  });
});

describe('extractJobPosting: board APIs', () => {
  it('reads the Greenhouse API and does not fetch the page when the API answer is complete', async () => {
    const d = deps();
    const url = 'https://job-boards.greenhouse.io/saltmarshlabs/jobs/4012345?gh_src=abc';
    const r = await extractJobPosting({ url }, d);
    expect(r).toMatchObject({ title: 'Site Reliability Engineer', company: 'Saltmarsh Labs', location: 'Norwich, England, United Kingdom', source: 'greenhouse-api', warnings: [] });
    expect(r.description).toContain('- Make on-call calm');
    expect(d.fetched).toEqual([`${server.origin}/v1/boards/saltmarshlabs/jobs/4012345`]);
  });

  it('reads the Lever API and fills the company it lacks from the Lever page', async () => {
    const d = deps();
    const url = `http://jobs.lever.co:${server.port}/copperleaf/${LEVER_ID}`;
    const r = await extractJobPosting({ url }, d);
    expect(r).toMatchObject({ title: 'Gameplay Programmer', company: 'Copperleaf Games', location: 'Montreal, QC; Quebec City, QC', salary: 'CAD 85,000 - 105,000 per year', source: 'lever-api', warnings: [] });
    expect(r.description).toContain('Nice to have\n\n- Experience with split-screen multiplayer');
    expect(d.fetched).toEqual([`${server.origin}/v0/postings/copperleaf/${LEVER_ID}`, url]);
  });

  it('reads the Ashby API and warns that the company is missing when the page cannot be read', async () => {
    const r = await extractJobPosting({ url: `https://jobs.ashbyhq.com/larkspur/${ASHBY_ID}` }, deps());
    expect(r).toMatchObject({ title: 'Product Designer', company: null, location: 'New York, NY; Boston, MA (Remote)', source: 'ashby-api' });
    expect(r.description).toContain('As a Product Designer you will shape the app');
    expect(r.warnings).toEqual([WARNINGS.noCompany, 'The page could not be read: The host jobs.ashbyhq.com could not be found.']);
  });

  it("reads Workday's cxs JSON for a myworkdayjobs address", async () => {
    const r = await extractJobPosting({ url: 'https://saltmarsh.wd3.myworkdayjobs.com/en-US/External/job/Norwich/Hydrologist_R-101' }, deps());
    expect(r).toMatchObject({ title: 'Hydrologist', company: 'Saltmarsh Labs', location: 'Norwich, United Kingdom; Ipswich, United Kingdom', source: 'workday-api', warnings: [] });
  });

  it('reads the SmartRecruiters and Workable APIs', async () => {
    const sr = await extractJobPosting({ url: 'https://jobs.smartrecruiters.com/GranitePeakOutdoors/744000012345678-store-manager' }, deps());
    expect(sr).toMatchObject({ title: 'Store Manager', company: 'Granite Peak Outdoors', source: 'smartrecruiters-api' });
    const wk = await extractJobPosting({ url: 'https://apply.workable.com/harborpine/j/A1B2C3D4E5/' }, deps());
    expect(wk).toMatchObject({ title: 'Customer Support Specialist', source: 'workable-api' });
  });

  it('falls back to the page when the board API fails, and says so in the warnings', async () => {
    const d = deps({ boardApiBase: { lever: `${server.origin}/broken-api` } });
    const url = `http://jobs.lever.co:${server.port}/copperleaf/${LEVER_ID}`;
    const r = await extractJobPosting({ url }, d);
    expect(r).toMatchObject({ title: 'Gameplay Programmer', company: 'Copperleaf Games', location: 'Montreal, QC', source: 'board-markup' });
    expect(r.warnings).toEqual(['The Lever API could not be read: The page answered with HTTP 404.']);
  });

  it('answers 422 with the reason when both the board API and the page fail', async () => {
    const d = deps({ boardApiBase: { greenhouse: `${server.origin}/broken-api` } });
    const err = await refusal(extractJobPosting({ url: 'https://job-boards.greenhouse.io/saltmarshlabs/jobs/4012345' }, d));
    expect(err.status).toBe(422);
    expect(err.message).toBe('The host job-boards.greenhouse.io could not be found.');
  });
});

describe('extractJobPosting: pages without structured data', () => {
  it('reads a page with no structured data through its readable text', async () => {
    const r = await extractJobPosting({ url: page('/jobs/no-structured-data') }, deps());
    expect(r).toMatchObject({ title: 'Field Service Technician', company: 'Tidewater Energy', location: 'Aberdeen, Scotland', source: 'readability', warnings: [] });
    expect(r.description).toContain('- Diagnose hydraulic and electrical faults with the control-room team.');
  });

  it('falls back to the Jina reader with the user key for a script-rendered page', async () => {
    const before = jinaRequests.length;
    const url = page('/jobs/script-rendered');
    const r = await extractJobPosting({ url }, deps({ jinaApiKey: JINA_KEY }));
    expect(r).toMatchObject({ title: 'Field Robotics Engineer', company: 'Northwind Robotics', source: 'jina', url, warnings: [] });
    expect(r.description).toContain('field engineers keep them running on every ward');
    expect(r.description).toContain('- Commission new robots in partner hospitals.');
    expect(r.description).not.toMatch(/\]\(|!\[|\*\*/);
    expect(jinaRequests.length).toBe(before + 1);
    const sent = jinaRequests[jinaRequests.length - 1];
    expect(sent.url).toBe(`/jina/${url}`);
    expect(sent.headers.accept).toBe('application/json');
  });

  it('answers 422 naming the missing reader key for a script-rendered page', async () => {
    const err = await refusal(extractJobPosting({ url: page('/jobs/script-rendered') }, deps()));
    expect(err.status).toBe(422);
    expect(err.message).toMatch(/builds its content with JavaScript.*Add a job-page reader key in Settings/);
  });

  it('answers 422 with the reader failure when the key is refused', async () => {
    const err = await refusal(extractJobPosting({ url: page('/jobs/script-rendered') }, deps({ jinaApiKey: 'wrong' })));
    expect(err.status).toBe(422);
    expect(err.message).toBe('The page builds its content with JavaScript and the job-page reader could not read it: The page answered with HTTP 401.');
  });

  it('answers 422 for a listing page, without asking the reader', async () => {
    const before = jinaRequests.length;
    const err = await refusal(extractJobPosting({ url: page('/careers') }, deps({ jinaApiKey: JINA_KEY })));
    expect(err.status).toBe(422);
    expect(err.message).toBe('This address shows a list of jobs, not a single posting. Open one job and try again.');
    expect(jinaRequests.length).toBe(before);
  });

  it('answers 422 for a sign-in wall', async () => {
    const err = await refusal(extractJobPosting({ url: page('/jobs/view/77') }, deps()));
    expect(err.status).toBe(422);
    expect(err.message).toBe('This page needs a sign-in before it shows the job. Open it in your browser and send it from the extension.');
  });

  it('answers 422 with the HTTP status when the page is missing', async () => {
    const err = await refusal(extractJobPosting({ url: page('/jobs/gone') }, deps()));
    expect(err.status).toBe(422);
    expect(err.message).toBe('The page answered with HTTP 404.');
  });
});

describe('extractJobPosting: the page sent by the extension', () => {
  it('reads the sent HTML first and fetches nothing when it is complete', async () => {
    const d = deps();
    const url = 'https://www.linkedin.com/jobs/view/3901';
    const r = await extractJobPosting({ url, html: engineFixture('linkedin-page.html') }, d);
    expect(r).toMatchObject({ title: 'Motion Designer', company: 'Emberline Studios', location: 'Lisbon, Lisbon, Portugal', source: 'html', url, warnings: [] });
    expect(d.fetched).toEqual([]);
  });

  it('goes on to the address when the sent HTML is a sign-in wall', async () => {
    const r = await extractJobPosting({ url: page('/jobs/plain'), html: engineFixture('sign-in.html') }, deps());
    expect(r).toMatchObject({ title: 'Backend Engineer, Payments', source: 'json-ld', warnings: [] });
  });

  it('answers 422 asking to sign in when the sent page and the address are both sign-in walls', async () => {
    const err = await refusal(extractJobPosting({ url: page('/jobs/view/77'), html: engineFixture('sign-in.html') }, deps()));
    expect(err.status).toBe(422);
    expect(err.message).toMatch(/sign-in/);
  });

  it('refuses sent HTML over 5 MB with a 413', async () => {
    const err = await refusal(extractJobPosting({ url: page('/jobs/plain'), html: 'a'.repeat(5 * 1024 * 1024 + 1) }, deps()));
    expect(err.status).toBe(413);
  });
});

describe('extractJobPosting: refused addresses', () => {
  it('answers 400 for a private address and never asks the reader to go around it', async () => {
    const before = jinaRequests.length;
    const d = deps({ jinaApiKey: JINA_KEY });
    const err = await refusal(extractJobPosting({ url: 'http://169.254.169.254/latest/meta-data/' }, d));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/metadata/);
    expect(jinaRequests.length).toBe(before);
  });

  it('keeps a usable page the user sent for a private address, noting that the address was not read', async () => {
    const before = jinaRequests.length;
    const html = engineFixture('jsonld-array.html').replace('"hiringOrganization": { "@type": "Organization", "name": "Quillfeather Press" },', '');
    const r = await extractJobPosting({ url: 'http://10.1.2.3/intranet/jobs/9', html }, deps({ jinaApiKey: JINA_KEY }));
    expect(r).toMatchObject({ title: 'Copy Editor & Proofreader', company: null, source: 'html' });
    expect(r.warnings).toEqual([WARNINGS.noCompany, 'The address itself was not read: That address points to a private network and cannot be read.']);
    expect(jinaRequests.length).toBe(before);
  });

  it('answers 400 for a non-http address and for text that is not an address', async () => {
    expect((await refusal(extractJobPosting({ url: 'file:///etc/passwd' }, deps()))).message).toBe('Only http and https addresses can be read.');
    expect((await refusal(extractJobPosting({ url: 'jobs at acme' }, deps()))).status).toBe(400);
  });

  it('answers 422 when nothing listens at the address', async () => {
    const origin = new URL(closedOrigin);
    const d = deps();
    const f = createSafeFetcher({ allowHosts: [origin.host] });
    const err = await refusal(extractJobPosting({ url: `${closedOrigin}/job` }, { ...d, fetchPage: f }));
    expect(err.status).toBe(422);
    expect(err.message).toBe('The page could not be reached (ECONNREFUSED).');
  });
});
