import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBoardApi } from './read-board-api';
import { WARNINGS } from './warnings';

const json = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

describe('readBoardApi', () => {
  it('reads a Greenhouse boards-api job with its escaped HTML content and pay range in cents', () => {
    const url = 'https://job-boards.greenhouse.io/saltmarshlabs/jobs/4012345';
    const r = readBoardApi('greenhouse', json('greenhouse-job.json'), url)!;
    expect(r).toMatchObject({
      title: 'Site Reliability Engineer',
      company: 'Saltmarsh Labs',
      location: 'Norwich, England, United Kingdom',
      salary: 'GBP 65,000 - 80,000',
      employmentType: 'Full-time',
      source: 'greenhouse-api',
      url,
      warnings: [],
    });
    expect(r.description).toContain('About the role\n\nWe are hiring a Site Reliability Engineer');
    expect(r.description).toContain('- Set service-level objectives with the science team & alert on them.');
    expect(r.description).not.toMatch(/&lt;|<p>|&amp;/);
  });

  it('reads a Lever posting: lists become headed bullets, locations and hybrid salary kept, company missing is warned', () => {
    const r = readBoardApi('lever', json('lever-posting.json'), 'https://jobs.lever.co/copperleaf/0b7c1d2e-1111-4a4a-9c9c-123456789abc')!;
    expect(r).toMatchObject({
      title: 'Gameplay Programmer',
      company: null,
      location: 'Montreal, QC; Quebec City, QC',
      salary: 'CAD 85,000 - 105,000 per year',
      employmentType: 'Full-time',
      source: 'lever-api',
    });
    expect(r.description).toContain('What you will need\n\n- Three years writing gameplay code in C++');
    expect(r.description).toContain('Nice to have\n\n- Experience with split-screen multiplayer');
    expect(r.description).toMatch(/We review every application within two weeks\.$/);
    expect(r.warnings).toEqual([WARNINGS.noCompany]);
  });

  it('picks the Ashby job named by the address out of the whole board', () => {
    const url = 'https://jobs.ashbyhq.com/larkspur/8f0e2c4a-6b1d-4e3f-9a7b-2c5d8e1f4a6b';
    const r = readBoardApi('ashby', json('ashby-board.json'), url)!;
    expect(r).toMatchObject({
      title: 'Product Designer',
      location: 'New York, NY; Boston, MA (Remote)',
      salary: '$130K - $155K',
      employmentType: 'Full-time',
      source: 'ashby-api',
    });
    expect(r.description).toContain('As a Product Designer you will shape the app');
  });

  it('answers null when the Ashby board does not hold the job', () => {
    expect(readBoardApi('ashby', json('ashby-board.json'), 'https://jobs.ashbyhq.com/larkspur/00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it("reads Workday's cxs job JSON with its hiring organization", () => {
    const r = readBoardApi('workday', json('workday-job.json'), 'https://saltmarsh.wd3.myworkdayjobs.com/External/job/Norwich/Hydrologist_R-101')!;
    expect(r).toMatchObject({
      title: 'Hydrologist',
      company: 'Saltmarsh Labs',
      location: 'Norwich, United Kingdom; Ipswich, United Kingdom',
      employmentType: 'Full-time',
      source: 'workday-api',
      warnings: [],
    });
    expect(r.description).toContain('- Install and maintain water-level loggers across four estuaries.');
  });

  it('reads a SmartRecruiters posting with its sections in page order', () => {
    const r = readBoardApi('smartrecruiters', json('smartrecruiters-posting.json'), 'https://jobs.smartrecruiters.com/GranitePeakOutdoors/744000012345678-store-manager')!;
    expect(r).toMatchObject({ title: 'Store Manager', company: 'Granite Peak Outdoors', location: 'Boulder, CO, United States', employmentType: 'Full-time' });
    const d = r.description;
    expect(d.indexOf('Company Description')).toBeLessThan(d.indexOf('Job Description'));
    expect(d.indexOf('Job Description')).toBeLessThan(d.indexOf('Qualifications'));
    expect(d).toContain('- Own the store budget');
  });

  it('reads a Workable job with requirements and benefits, remote marked', () => {
    const r = readBoardApi('workable', json('workable-job.json'), 'https://apply.workable.com/harborpine/j/A1B2C3D4E5/')!;
    expect(r).toMatchObject({ title: 'Customer Support Specialist', location: 'Berlin, Germany (Remote)', employmentType: 'Full-time' });
    expect(r.description).toContain('Requirements\n\n- Fluent German and English');
    expect(r.description).toContain('Benefits\n\n- Work from anywhere in Germany');
  });

  it('answers null for JSON of the wrong shape instead of throwing', () => {
    for (const board of ['greenhouse', 'lever', 'ashby', 'workday', 'smartrecruiters', 'workable'] as const) {
      expect(readBoardApi(board, { unexpected: true }, 'https://example.com/')).toBeNull();
      expect(readBoardApi(board, null, 'https://example.com/')).toBeNull();
      expect(readBoardApi(board, [1, 2], 'https://example.com/')).toBeNull();
    }
  });
});
