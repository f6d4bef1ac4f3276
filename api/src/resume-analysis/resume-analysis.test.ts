import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResumeResponseSchema, testParserResponseSchema } from '@common/contract/analysis';
import { startTestServer, type TestServer } from '../../test/helpers/server';
import { Browser } from '../../test/helpers/http-client';
import { signUp } from '../../test/helpers/accounts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../engines/reader/fixtures', name));
const gradeOf = (score: number) => (score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : score >= 60 ? 'D' : 'F');

describe('resume analysis endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { RATE_LIMIT_ANALYZE: '8' });
  });
  afterAll(() => server?.stop());

  it('when an anonymous visitor analyzes a real PDF, then parsed data, a graded score and the import report come back', async () => {
    const anon = new Browser(server.url);
    const { status, body } = await anon.upload('/api/analyze-resume', 'resume', fixture('two-pages.pdf'), 'two-pages.pdf');
    expect(status, JSON.stringify(body)).toBe(200);
    const result = analyzeResumeResponseSchema.parse(body);
    expect(result.ats_analysis.score).toBeGreaterThan(0);
    expect(result.ats_analysis.grade).toBe(gradeOf(result.ats_analysis.score));
    expect(result.ats_analysis.improvements.length + result.ats_analysis.strengths.length).toBeGreaterThan(0);
    expect(result.parsed_data.candidate_info.name).toBeTruthy();
    expect(result.parsing_validation.has_name).toBe(true);
    expect(result.original_text_length).toBeGreaterThan(500);
    expect(result.import_report.pages).toBe(2);
  });

  it('when the same file is analyzed twice, then the score is the same', async () => {
    const anon = new Browser(server.url);
    const a = await anon.upload('/api/analyze-resume', 'resume', fixture('sidebar.pdf'), 'cv.pdf');
    const b = await anon.upload('/api/analyze-resume', 'resume', fixture('sidebar.pdf'), 'cv.pdf');
    expect(a.body.ats_analysis).toEqual(b.body.ats_analysis);
    expect(a.body.import_report.layout.columns).toBeGreaterThanOrEqual(2);
  });

  it('when the document cannot be read, then 200 with score 0 and a first improvement that says so', async () => {
    const anon = new Browser(server.url);
    const { status, body } = await anon.upload('/api/analyze-resume', 'resume', fixture('scanned.pdf'), 'scan.pdf');
    expect(status).toBe(200);
    expect(body.ats_analysis.score).toBe(0);
    expect(body.ats_analysis.grade).toBe('F');
    expect(body.ats_analysis.improvements[0]).toMatch(/unable to parse/i);
    expect(body.import_report.imageOnlyPages.length).toBeGreaterThan(0);
  });

  it('when the file is not a resume type, then 415; with no file, 400', async () => {
    const anon = new Browser(server.url);
    const exe = await anon.upload('/api/analyze-resume', 'resume', readFileSync(process.execPath).subarray(0, 100_000), 'resume.docx');
    expect(exe.status).toBe(415);
    const none = await anon.json('/api/analyze-resume', { method: 'POST', body: new FormData() });
    expect(none.status).toBe(400);
  });

  it('when the parser test is used, then it needs sign-in and answers the parser result', async () => {
    const anon = new Browser(server.url);
    expect((await anon.upload('/api/test-parser', 'resume', fixture('resume.docx'), 'cv.docx')).status).toBe(401);
    const { browser } = await signUp(server.url);
    const ok = await browser.upload('/api/test-parser', 'resume', fixture('resume.docx'), 'cv.docx');
    expect(ok.status).toBe(200);
    const result = testParserResponseSchema.parse(ok.body);
    expect(result.parsed_data.candidate_info.name).toBe('Mei Chen');
    expect(result.parsed_data.work_experience[0]).toMatchObject({ position: expect.stringContaining('Product Designer'), employment_period: { is_current: true } });
    const scan = await browser.upload('/api/test-parser', 'resume', fixture('scanned.pdf'), 'scan.pdf');
    expect(scan.status).toBe(422);
    expect(scan.body.message).toMatch(/scanned/);
  });

  it('when one address analyzes too often, then 429 with Retry-After', async () => {
    const anon = new Browser(server.url);
    let last: Awaited<ReturnType<Browser['upload']>> | undefined;
    for (let i = 0; i < 8; i++) last = await anon.upload('/api/analyze-resume', 'resume', fixture('utf8-bom.txt'), 'cv.txt');
    expect(last!.status).toBe(429);
    expect(Number(last!.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.body.message).toMatch(/Too many resume analyses/);
  });
});
