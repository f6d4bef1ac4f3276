import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { atsOptimizeResponseSchema, ATS_OPTIMIZE_TARGET_ROLE } from '@common/contract/analysis';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { Browser } from '../../test/helpers/http-client';
import { signUp } from '../../test/helpers/accounts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/helpers/fake-openai';
import { RESUME_TEXT } from '../ai/testing/texts';
import { scoreResume } from '../engines/ats';
import { parseResume } from '../engines/resume-parser';

/** A resume an ATS reads poorly: no headings, no dates, no numbers. */
const WEAK_RESUME = `Jane Rivera
jane.rivera@example.com
I worked at Northwind Payments as a Senior Software Engineer and before that at Blue Harbor Labs as a Software Engineer, on payments and fraud systems in Python and Go.
`;

describe.each(dialects)('ATS rewrite (%s)', (dialect) => {
  let server: TestServer;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: 'sk-test-key', model: 'fake-model' });
    server = await startTestServer(dialect, { OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model' });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  const rewrite = (browser: Browser, file: string, fields: Record<string, string> = { targetRole: ATS_OPTIMIZE_TARGET_ROLE }, name = 'cv.txt') => {
    const form = new FormData();
    form.append('resume', new Blob([Buffer.from(file)]), name);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return browser.json('/api/optimize-resume-ats', { method: 'POST', body: form });
  };
  const withKey = async () => {
    const { browser } = await signUp(server.url);
    await browser.json('/api/settings', { method: 'PUT', body: { openaiApiKey: 'sk-test-key' } });
    return browser;
  };

  it('when signed out, then 401', async () => {
    expect((await rewrite(new Browser(server.url), RESUME_TEXT)).status).toBe(401);
  });

  it('when a resume is rewritten, then both scores are our ATS scorer on the text before and after, and nothing is invented', async () => {
    const browser = await withKey();
    const answer = {
      summary: 'Senior Software Engineer building payments and fraud systems in Python and Go.',
      skills: ['Python', 'Go'],
      experience: [
        { title: 'Senior Software Engineer', company: 'Northwind Payments', location: '', start_date: '', end_date: '', bullets: ['Built payments systems in Python and Go.', 'Grew marketing qualified leads 250% across EMEA.'] },
        { title: 'Software Engineer', company: 'Blue Harbor Labs', location: '', start_date: '', end_date: '', bullets: ['Developed fraud systems in Python.'] },
      ],
      education: [],
      certifications: [],
      changes: [],
    };
    fake.reply({ json: answer });
    const res = await rewrite(browser, WEAK_RESUME);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const out = atsOptimizeResponseSchema.parse(res.body);
    const target = { role: ATS_OPTIMIZE_TARGET_ROLE };
    expect(out.before_score).toBe(scoreResume({ text: WEAK_RESUME.trim(), parsed: parseResume(WEAK_RESUME.trim()).parsed, read: { kind: 'txt', pages: 1, columns: 1, imageOnlyPages: [] }, target }).score);
    expect(out.predicted_score).toBe(scoreResume({ text: out.optimized_resume_text, parsed: parseResume(out.optimized_resume_text).parsed, read: { kind: 'txt', pages: 1, columns: 1, imageOnlyPages: [] }, target }).score);
    expect(out.predicted_score).toBeGreaterThan(out.before_score);
    expect(out.optimized_resume_text).toMatch(/^Jane Rivera\njane\.rivera@example\.com\n\nPROFESSIONAL SUMMARY/);
    expect(out.optimized_resume_text).toContain('• Built payments systems in Python and Go.');
    expect(out.optimized_resume_text).not.toContain('250%');
    expect(fake.calls[0]!.body.messages[1]!.content).toContain(`Target job title: ${ATS_OPTIMIZE_TARGET_ROLE}`);
  });

  it('when input is wrong or the key missing, then the documented errors and no provider call', async () => {
    const browser = await withKey();
    const noRole = await rewrite(browser, RESUME_TEXT, {});
    expect([noRole.status, noRole.body.message]).toEqual([400, 'targetRole: targetRole is required']);
    expect((await rewrite(browser, 'hello', { targetRole: 'x' }, 'cv.exe')).status).toBe(415);
    const { browser: noKey } = await signUp(server.url);
    const res = await rewrite(noKey, RESUME_TEXT);
    expect([res.status, res.body.message]).toEqual([400, 'OpenAI API key required']);
    expect(fake.calls).toHaveLength(0);
  });

  it('when the provider answers invalid JSON twice, then 502', async () => {
    const browser = await withKey();
    fake.reply({ raw: '{' }, { raw: 'nope' });
    const res = await rewrite(browser, RESUME_TEXT);
    expect(res.status).toBe(502);
  });
});
