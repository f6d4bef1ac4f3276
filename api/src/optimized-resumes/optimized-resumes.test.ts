import mammoth from 'mammoth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createOptimizedResumeResponseSchema,
  optimizedResumeListResponseSchema,
  optimizeForJobResponseSchema,
} from '@common/contract/optimizer';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { Browser } from '../../test/helpers/http-client';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/helpers/fake-openai';
import { writerWithResume } from '../ai/testing/fixtures';
import { HONEST_TAILORED, JOB_DESCRIPTION } from '../ai/testing/texts';
import { INVALID_RESPONSE_MESSAGE } from '../ai/client';
import { extractKeywords } from '../engines/keywords/extract-keywords';

const honestAnswer = () => ({ ...structuredClone(HONEST_TAILORED), changes: ['Rewrote the summary for payments backend work.'] });

describe.each(dialects)('optimized resumes (%s)', (dialect) => {
  let server: TestServer;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: 'sk-test-key', model: 'fake-model' });
    server = await startTestServer(dialect, { OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model', AI_TIMEOUT_MS: '2500' });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  const body = (resumeId: string, extra: object = {}) => ({ resumeId, targetJobTitle: 'Staff Backend Engineer', jobDescription: JOB_DESCRIPTION, ...extra });
  const count = async (userId: string) => {
    const [rows] = await server.app.db.sequelize.query('SELECT COUNT(*) AS n FROM optimized_resumes WHERE user_id = ?', { replacements: [userId] });
    return Number((rows as Array<{ n: number }>)[0]!.n);
  };

  it('when signed out, then every optimizer endpoint answers 401', async () => {
    const anon = new Browser(server.url);
    expect((await anon.json('/api/resumes/optimize', { method: 'POST', body: body('x') })).status).toBe(401);
    expect((await anon.json('/api/optimize-resume', { method: 'POST', body: body('x') })).status).toBe(401);
    expect((await anon.json('/api/optimized-resumes')).status).toBe(401);
    expect((await anon.json('/api/optimized-resumes/x', { method: 'DELETE' })).status).toBe(401);
    expect((await anon.json('/api/optimized-resumes/x/download')).status).toBe(401);
  });

  it('when a resume is optimized, then the stored result has the original header, the tailored sections and the keywords truly present', async () => {
    const w = await writerWithResume(server);
    fake.reply({ json: honestAnswer() });
    const res = await w.browser.json('/api/optimize-resume', { method: 'POST', body: body(w.resumeId) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { optimizedResume } = createOptimizedResumeResponseSchema.parse(res.body);
    const content = optimizedResume.optimizedContent;
    expect(content.split('\n').slice(0, 2)).toEqual(['Jane Rivera', 'jane.rivera@example.com | +1 415 555 0134 | San Francisco, CA']);
    expect(content).toContain('PROFESSIONAL SUMMARY\nBackend engineer with 8 years');
    expect(content).toContain('Senior Software Engineer | Northwind Payments | Mar 2019 - Present\n• Led the migration');

    const keywords = extractKeywords(`Staff Backend Engineer\n${JOB_DESCRIPTION}`, { max: 20 });
    expect(optimizedResume.keywordMatches.length).toBeGreaterThan(3);
    for (const k of optimizedResume.keywordMatches) expect(keywords).toContain(k);
    expect(optimizedResume.keywordMatches).toEqual(expect.arrayContaining(['Python', 'PostgreSQL', 'Kafka']));
    expect(optimizedResume.keywordMatches).not.toContain('Kubernetes'); // asked for by the job, not in the result
    expect(optimizedResume.optimizationNotes).toMatch(/No-fabrication check: every employer/);

    const call = fake.calls[0]!;
    expect(call.body.response_format?.json_schema?.name).toBe('tailored_resume');
    expect(call.body.messages[0]!.content).toContain(keywords.slice(0, 5).join(', '));

    const list = optimizedResumeListResponseSchema.parse((await w.browser.json('/api/optimized-resumes')).body);
    expect(list.map((r) => r.id)).toEqual([optimizedResume.id]);
    const [rows] = await server.app.db.sequelize.query('SELECT optimized_content FROM optimized_resumes WHERE id = ?', { replacements: [optimizedResume.id] });
    expect((rows as Array<{ optimized_content: string }>)[0]!.optimized_content).not.toContain('Northwind');
  });

  it('when the model fabricates an employer, a degree, a number and a skill, then none reaches the result and the notes name each', async () => {
    const w = await writerWithResume(server);
    const answer = honestAnswer();
    answer.experience.unshift({ title: 'Staff Engineer', company: 'Stripe', location: '', start_date: '2023', end_date: 'Present', bullets: ['Owned the card network integration.'] });
    answer.education.push({ degree: 'Master of Science in Computer Science', school: 'University of Oregon', year: '2017' });
    answer.experience[1]!.bullets.push('Increased revenue 300% by launching instant payouts.');
    answer.skills.push('Rust');
    fake.reply({ json: answer });
    const res = await w.browser.json('/api/optimize-resume', { method: 'POST', body: body(w.resumeId) });
    expect(res.status).toBe(200);
    const { optimizedContent, optimizationNotes } = res.body.optimizedResume;
    expect(optimizedContent).not.toMatch(/Stripe|Master of Science|300%|Rust/);
    expect(optimizedContent).toContain('Blue Harbor Labs');
    expect(optimizationNotes).toContain('No-fabrication check removed 4 item(s)');
    expect(optimizationNotes).toContain("Removed the role 'Staff Engineer at Stripe': the employer is not in your resume.");
    expect(optimizationNotes).toContain("Removed 'Master of Science in Computer Science, University of Oregon': the degree is not in your resume.");
    expect(optimizationNotes).toContain(`Removed "Increased revenue 300% by launching instant payouts.": the number '300%' is not in your resume.`);
    expect(optimizationNotes).toContain("Removed skill 'Rust': it is in neither your resume nor the job description.");
  });

  it('when the main screen optimizes, then it answers content and keyword matches and the result is in the list', async () => {
    const w = await writerWithResume(server);
    fake.reply({ json: honestAnswer() });
    const res = await w.browser.json('/api/resumes/optimize', { method: 'POST', body: body(w.resumeId) });
    expect(res.status).toBe(200);
    const parsed = optimizeForJobResponseSchema.parse(res.body);
    expect(Object.keys(res.body).sort()).toEqual(['keywordMatches', 'optimizedContent']);
    const list = (await w.browser.json('/api/optimized-resumes')).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ optimizedContent: parsed.optimizedContent, keywordMatches: parsed.keywordMatches, targetJobTitle: 'Staff Backend Engineer' });
  });

  it('when the job description is left out, then keywords come from the title', async () => {
    const w = await writerWithResume(server);
    fake.reply({ json: honestAnswer() });
    const res = await w.browser.json('/api/optimize-resume', { method: 'POST', body: { resumeId: w.resumeId, targetJobTitle: 'Backend Engineer' } });
    expect(res.status).toBe(200);
    const keywords = extractKeywords('Backend Engineer', { max: 20 });
    expect(keywords.length).toBeGreaterThanOrEqual(15);
    expect(fake.calls[0]!.body.messages[1]!.content).not.toContain('Job description:');
    for (const k of res.body.optimizedResume.keywordMatches) expect(keywords).toContain(k);
  });

  it('when the first answer is invalid JSON, then the retry succeeds; when both are invalid, then 502 and nothing is stored', async () => {
    const w = await writerWithResume(server);
    fake.reply({ raw: '{"summary": "cut off' }, { json: honestAnswer() });
    expect((await w.browser.json('/api/optimize-resume', { method: 'POST', body: body(w.resumeId) })).status).toBe(200);
    expect(fake.calls).toHaveLength(2);
    fake.reply({ raw: 'not json' }, { json: { summary: 'missing everything else' } });
    const bad = await w.browser.json('/api/optimize-resume', { method: 'POST', body: body(w.resumeId) });
    expect([bad.status, bad.body.message]).toEqual([502, INVALID_RESPONSE_MESSAGE]);
    expect(await count(w.userId)).toBe(1);
  });

  it.each([
    [{ status: 500 }, 502],
    [{ hang: true as const }, 504],
  ])('when the provider fails (%j), then %i and nothing is stored', async (reply, status) => {
    const w = await writerWithResume(server);
    fake.reply(reply);
    const res = await w.browser.json('/api/resumes/optimize', { method: 'POST', body: body(w.resumeId) });
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(/AI provider/);
    expect(await count(w.userId)).toBe(0);
  });

  it('when input is wrong, then the documented errors and no provider call', async () => {
    const w = await writerWithResume(server);
    const blank = await w.browser.json('/api/optimize-resume', { method: 'POST', body: body(w.resumeId, { targetJobTitle: '   ' }) });
    expect([blank.status, blank.body.message]).toEqual([400, 'targetJobTitle: Please enter the target job title.']);
    const missing = await w.browser.json('/api/optimize-resume', { method: 'POST', body: body('nope') });
    expect([missing.status, missing.body.message]).toEqual([404, 'Resume ID not found']);
    const noKey = await writerWithResume(server, { key: null });
    const res = await noKey.browser.json('/api/resumes/optimize', { method: 'POST', body: body(noKey.resumeId) });
    expect([res.status, res.body.message]).toEqual([400, 'OpenAI API key required']);
    expect(fake.calls).toHaveLength(0);
  });

  it('when downloaded, then a DOCX named from the job title opens with mammoth and holds the optimized content', async () => {
    const w = await writerWithResume(server);
    fake.reply({ json: honestAnswer() });
    const made = await w.browser.json('/api/optimize-resume', { method: 'POST', body: body(w.resumeId, { targetJobTitle: 'Staff Backend Engineer (Remote/EU)' }) });
    const { id, optimizedContent } = made.body.optimizedResume;
    const res = await w.browser.request(`/api/optimized-resumes/${id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?Staff_Backend_Engineer__Remote_EU_\.docx"?$/);
    const buffer = Buffer.from(await res.arrayBuffer());
    const { value: text } = await mammoth.extractRawText({ buffer });
    for (const line of optimizedContent.split('\n').filter(Boolean)) expect(text).toContain(line.replace(/^• /, ''));
    const { value: html } = await mammoth.convertToHtml({ buffer });
    expect(html).toContain('<h1>PROFESSIONAL EXPERIENCE</h1>');
    expect(html).toContain('<li>Mentored 5 engineers and introduced code review guidelines.</li>');
  });

  it("when another user asks for, downloads or deletes an optimized resume, then 404; its owner can delete it once", async () => {
    const a = await writerWithResume(server);
    const b = await writerWithResume(server);
    fake.reply({ json: honestAnswer() });
    const id = (await a.browser.json('/api/optimize-resume', { method: 'POST', body: body(a.resumeId) })).body.optimizedResume.id;
    expect((await b.browser.json(`/api/optimized-resumes/${id}/download`)).status).toBe(404);
    expect((await b.browser.json(`/api/optimized-resumes/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await b.browser.json('/api/optimized-resumes')).body).toEqual([]);
    expect((await a.browser.json(`/api/optimized-resumes/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await a.browser.json(`/api/optimized-resumes/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await a.browser.json('/api/optimized-resumes')).body).toEqual([]);
  });

  it("when the 'reuse-optimizations' switch is on, then an identical request reuses the stored result without a provider call", async () => {
    const w = await writerWithResume(server);
    fake.reply({ json: honestAnswer() });
    const first = (await w.browser.json('/api/optimize-resume', { method: 'POST', body: body(w.resumeId) })).body.optimizedResume;
    await server.app.platform.switches.set('reuse-optimizations', true);
    try {
      const again = await w.browser.json('/api/optimize-resume', { method: 'POST', body: body(w.resumeId) });
      expect(again.body.optimizedResume.id).toBe(first.id);
      expect(fake.calls).toHaveLength(1);
      fake.reply({ json: honestAnswer() });
      const other = await w.browser.json('/api/optimize-resume', { method: 'POST', body: body(w.resumeId, { targetJobTitle: 'Payments Engineer' }) });
      expect(other.body.optimizedResume.id).not.toBe(first.id);
      expect(fake.calls).toHaveLength(2);
    } finally {
      await server.app.platform.switches.set('reuse-optimizations', false);
    }
  });
});
