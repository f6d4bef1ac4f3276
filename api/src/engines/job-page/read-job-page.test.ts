import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeJobPage, readJobPage } from './read-job-page';
import { WARNINGS } from './warnings';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const page = (name: string, url = 'https://careers.example.com/jobs/123') => analyzeJobPage(fixture(name), url);

describe('readJobPage: schema.org JobPosting JSON-LD', () => {
  it('reads a plain JobPosting with place, salary range and employment type', () => {
    const r = readJobPage(fixture('jsonld-plain.html'), 'https://careers.example.com/jobs/123');
    expect(r).toMatchObject({
      title: 'Backend Engineer, Payments',
      company: 'Northwind Robotics',
      location: 'Leeds, West Yorkshire, GB',
      salary: 'GBP 62,000 - 78,000 per year',
      employmentType: 'Full-time',
      source: 'json-ld',
      url: 'https://careers.example.com/jobs/123',
      warnings: [],
    });
    expect(r.description).toMatch(/^Northwind Robotics builds delivery robots/);
    expect(r.description).toContain('\n- Design and run the services that meter robot trips & bill clinics.\n');
    expect(r.description).not.toMatch(/<[a-z]/i);
  });

  it('finds the posting inside @graph, with a company string and a remote location', () => {
    const r = page('jsonld-graph.html').result;
    expect(r).toMatchObject({
      title: 'Data Analyst',
      company: 'Blue Heron Analytics',
      location: 'Remote (Canada, United States)',
      salary: 'CAD 48 per hour',
      employmentType: 'Part-time, Contract',
      source: 'json-ld',
    });
    expect(r.description.split('\n\n')).toHaveLength(3);
  });

  it('finds the posting in a top-level array and decodes an HTML-escaped description', () => {
    const r = page('jsonld-array.html').result;
    expect(r.title).toBe('Copy Editor & Proofreader');
    expect(r.company).toBe('Quillfeather Press');
    expect(r.location).toBe('Portland, OR, United States; Seattle, WA');
    expect(r.description).toContain('As our copy editor you will read every manuscript');
    expect(r.description).toContain('- Proofread galleys & indexes');
    expect(r.description).not.toContain('&lt;');
    expect(r.description).not.toContain('<p>');
  });

  it('reads JSON-LD with raw line breaks inside strings', () => {
    const html = `<script type="application/ld+json">{"@type":"JobPosting","title":"Baker","description":"Line one
line two ${'x'.repeat(300)}","hiringOrganization":"Crumb Co"}</script>`;
    const r = readJobPage(html, 'https://example.com/j');
    expect(r.title).toBe('Baker');
    expect(r.company).toBe('Crumb Co');
    expect(r.description).toMatch(/^Line one line two x/);
  });
});

describe('readJobPage: board markup', () => {
  it('reads a Greenhouse job board page', () => {
    const r = page('greenhouse-page.html', 'https://job-boards.greenhouse.io/larkspur/jobs/4455').result;
    expect(r).toMatchObject({ title: 'Clinical Data Manager', company: 'Larkspur Health', location: 'Boston, MA', source: 'board-markup' });
    expect(r.description).toContain('Responsibilities\n\n- Write data management plans');
    expect(r.description).not.toContain('Submit application');
  });

  it('reads a Lever posting page without its header and apply button', () => {
    const r = page('lever-page.html', 'https://jobs.lever.co/copperleaf/0b7c1d2e-1111-4a4a-9c9c-123456789abc').result;
    expect(r).toMatchObject({ title: 'Gameplay Programmer', company: 'Copperleaf Games', location: 'Montreal, QC', employmentType: 'Full-time' });
    expect(r.description).toMatch(/^Copperleaf Games makes cosy co-op games/);
    expect(r.description).toContain('- A shipped title on any platform');
    expect(r.description).not.toContain('Apply for this job');
  });

  it('reads a LinkedIn guest page as a posting despite its hidden sign-in modal and similar-jobs links', () => {
    const a = page('linkedin-page.html', 'https://www.linkedin.com/jobs/view/3901');
    expect(a.kind).toBe('posting');
    expect(a.result).toMatchObject({ title: 'Motion Designer', company: 'Emberline Studios', location: 'Lisbon, Lisbon, Portugal', employmentType: 'Full-time', warnings: [] });
    expect(a.result.description).toContain('- Comfort presenting to curators');
  });

  it('reads an Indeed page with salary and drops the hidden "job post" suffix', () => {
    const r = page('indeed-page.html', 'https://www.indeed.com/viewjob?jk=abc').result;
    expect(r).toMatchObject({
      title: 'Outdoor Gear Buyer',
      company: 'Granite Peak Outdoors',
      location: 'Denver, CO 80205',
      salary: '$58,000 - $71,000 a year',
      employmentType: 'Full-time',
    });
  });

  it('reads a Workday page and takes the company from the site name', () => {
    const r = page('workday-page.html', 'https://saltmarsh.wd3.myworkdayjobs.com/en-US/External/job/Norwich/Hydrologist_R-101').result;
    expect(r).toMatchObject({ title: 'Hydrologist', company: 'Saltmarsh Labs', location: 'Norwich, United Kingdom', employmentType: 'Full-time' });
    expect(r.description).toContain('- Calibrate hydrodynamic models against field data.');
  });
});

describe('readJobPage: pages without structured data', () => {
  it('reads the readable text of a plain careers page with its title, company and location', () => {
    const a = page('plain-page.html');
    expect(a.kind).toBe('posting');
    expect(a.result).toMatchObject({ title: 'Field Service Technician', company: 'Tidewater Energy', location: 'Aberdeen, Scotland', source: 'readability', warnings: [] });
    expect(a.result.description).toContain('Tidewater Energy installs and maintains tidal turbines');
    expect(a.result.description).toContain('- Write clear service reports the same day.');
    expect(a.result.description).not.toMatch(/analytics|Privacy|enable JavaScript/);
  });

  it('names a script-rendered shell and warns that no description was read', () => {
    const a = page('script-shell.html');
    expect(a.kind).toBe('script-rendered');
    expect(a.result.description).toBe('');
    expect(a.result.warnings).toEqual(expect.arrayContaining([WARNINGS.scriptRendered, WARNINGS.noDescription]));
  });

  it('names a listing page of many job links', () => {
    const a = page('listing.html', 'https://harborpine.example/careers');
    expect(a.kind).toBe('listing');
    expect(a.result.warnings).toContain(WARNINGS.listing);
  });

  it('names a sign-in wall', () => {
    const a = page('sign-in.html', 'https://pronet.example/jobs/view/77');
    expect(a.kind).toBe('sign-in');
    expect(a.result.warnings[0]).toMatch(/sign in/);
  });

  it('reads a posting whose header has a sign-in form and "sign in to view saved jobs" as a posting', () => {
    const body = '<p>We grow salad greens in vertical farms under the railway arches and sell them to restaurants across the city. </p>'.repeat(12);
    const html = `<html><head><title>Grower | Arch Farms Careers</title></head><body><header><form action="/login"><input type="password"></form><a href="/login">Sign in to view saved jobs</a></header><main><article><h1>Grower</h1>${body}</article></main></body></html>`;
    const a = analyzeJobPage(html, 'https://archfarms.example/jobs/grower');
    expect(a.kind).toBe('posting');
    expect(a.result).toMatchObject({ title: 'Grower', company: 'Arch Farms', warnings: [] });
  });

  it('reads a page too deeply nested for Readability as plain text, and says so in the source', () => {
    const text = 'Night baker wanted for a neighbourhood bakery; early starts, sourdough and rye. '.repeat(6);
    const a = analyzeJobPage(`<html><body>${'<div>'.repeat(400)}<p>${text}</p>${'</div>'.repeat(400)}</body></html>`, 'https://x.example/j');
    expect(a.kind).toBe('posting');
    expect(a.result.source).toBe('page-text');
    expect(a.result.description).toBe(text.trim());
  });

  it('treats two different JSON-LD postings on one page as a listing', () => {
    const posting = (title: string) => `{"@type":"JobPosting","title":"${title}","description":"${'d'.repeat(400)}","hiringOrganization":"Co"}`;
    const a = analyzeJobPage(`<script type="application/ld+json">[${posting('Cook')},${posting('Waiter')}]</script>`, 'https://example.com/jobs');
    expect(a.kind).toBe('listing');
  });

  it('warns about a short description and a missing title and company', () => {
    const r = readJobPage('<script type="application/ld+json">{"@type":"JobPosting","description":"We need help."}</script>', 'https://example.com/j');
    expect(r.description).toBe('We need help.');
    expect(r.warnings).toEqual([WARNINGS.short(13), WARNINGS.noTitle, WARNINGS.noCompany]);
  });

  it('gives an empty, warned result for empty or broken input instead of throwing', () => {
    for (const html of ['', '<div><span></span></div>', '<html><body><p>&nbsp;</p>', '<script type="application/ld+json">{not json</script>']) {
      const a = analyzeJobPage(html, 'https://example.com/j');
      expect(a.result.description).toBe('');
      expect(a.result.warnings).toContain(WARNINGS.noDescription);
    }
  });
});
