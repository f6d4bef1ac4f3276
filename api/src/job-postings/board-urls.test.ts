import { describe, expect, it } from 'vitest';
import { detectBoard } from './board-urls';

describe('detectBoard', () => {
  it.each([
    ['https://boards.greenhouse.io/acme/jobs/4012345', 'greenhouse', 'https://boards-api.greenhouse.io/v1/boards/acme/jobs/4012345'],
    ['https://job-boards.greenhouse.io/acme/jobs/4012345?gh_src=x', 'greenhouse', 'https://boards-api.greenhouse.io/v1/boards/acme/jobs/4012345'],
    ['https://boards.greenhouse.io/embed/job_app?for=acme&token=777', 'greenhouse', 'https://boards-api.greenhouse.io/v1/boards/acme/jobs/777'],
    ['https://jobs.lever.co/acme/0b7c1d2e-1111-4a4a-9c9c-123456789abc/apply', 'lever', 'https://api.lever.co/v0/postings/acme/0b7c1d2e-1111-4a4a-9c9c-123456789abc'],
    ['https://jobs.eu.lever.co/acme/0b7c1d2e-1111-4a4a-9c9c-123456789abc', 'lever', 'https://api.eu.lever.co/v0/postings/acme/0b7c1d2e-1111-4a4a-9c9c-123456789abc'],
    ['https://jobs.ashbyhq.com/acme/8f0e2c4a-6b1d-4e3f-9a7b-2c5d8e1f4a6b', 'ashby', 'https://api.ashbyhq.com/posting-api/job-board/acme?includeCompensation=true'],
    ['https://acme.wd5.myworkdayjobs.com/en-US/External/job/Berlin/Engineer_R-12', 'workday', 'https://acme.wd5.myworkdayjobs.com/wday/cxs/acme/External/job/Berlin/Engineer_R-12'],
    ['https://acme.wd1.myworkdayjobs.com/Careers/details/Engineer_R-12', 'workday', 'https://acme.wd1.myworkdayjobs.com/wday/cxs/acme/Careers/job/Engineer_R-12'],
    ['https://wd3.myworkdaysite.com/recruiting/acme/External/job/Remote/Engineer_R-9', 'workday', 'https://wd3.myworkdaysite.com/wday/cxs/acme/External/job/Remote/Engineer_R-9'],
    ['https://jobs.smartrecruiters.com/AcmeInc/744000012345678-store-manager', 'smartrecruiters', 'https://api.smartrecruiters.com/v1/companies/AcmeInc/postings/744000012345678'],
    ['https://apply.workable.com/acme/j/A1B2C3D4E5/', 'workable', 'https://apply.workable.com/api/v2/accounts/acme/jobs/A1B2C3D4E5'],
    ['https://acme.workable.com/j/A1B2C3D4E5', 'workable', 'https://apply.workable.com/api/v2/accounts/acme/jobs/A1B2C3D4E5'],
  ])('maps %s to the %s API', (url, board, apiUrl) => {
    expect(detectBoard(url)).toEqual({ board, apiUrl });
  });

  it.each([
    'https://boards.greenhouse.io/acme', // the board, not a job
    'https://jobs.lever.co/acme',
    'https://jobs.ashbyhq.com/acme',
    'https://acme.wd5.myworkdayjobs.com/en-US/External',
    'https://careers.smartrecruiters.com/AcmeInc',
    'https://apply.workable.com/acme/',
    'https://www.linkedin.com/jobs/view/3901',
    'https://greenhouse.io.evil.example/acme/jobs/1',
    'ftp://jobs.lever.co/acme/0b7c1d2e-1111-4a4a-9c9c-123456789abc',
    'not a url',
  ])('does not map %s', (url) => {
    expect(detectBoard(url)).toBeNull();
  });

  it('puts the test origin in place of the API origin', () => {
    expect(detectBoard('https://jobs.lever.co/acme/0b7c1d2e-1111-4a4a-9c9c-123456789abc', { lever: 'http://127.0.0.1:9/' })).toEqual({
      board: 'lever',
      apiUrl: 'http://127.0.0.1:9/v0/postings/acme/0b7c1d2e-1111-4a4a-9c9c-123456789abc',
    });
  });
});
