import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { implementOptimizationResponseSchema, mcpAnalysisResponseSchema } from '@common/contract/mcp';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { Browser } from '../../test/helpers/http-client';
import { signUp } from '../../test/helpers/accounts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/helpers/fake-openai';
import { letterWith, writerWithResume } from '../ai/testing/fixtures';
import { HONEST_TAILORED } from '../ai/testing/texts';
import { BadRequest, BadGateway } from '../http/errors';

describe.each(dialects)('platform analysis (%s)', (dialect) => {
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

  it('when signed out, then 401', async () => {
    const anon = new Browser(server.url);
    expect((await anon.json('/api/mcp/analyze-platform')).status).toBe(401);
    expect((await anon.json('/api/mcp/analyze-platform', { method: 'POST' })).status).toBe(401);
    expect((await anon.json('/api/mcp/implement-optimization', { method: 'POST', body: { processName: 'job_extraction' } })).status).toBe(401);
  });

  it('when operations are timed, then successes and server failures count and user errors do not', async () => {
    const { metrics } = server.app.platform;
    await metrics.time('ats_analysis', null, async () => 'ok');
    await expect(metrics.time('ats_analysis', null, async () => Promise.reject(BadGateway('provider down')))).rejects.toThrow('provider down');
    await expect(metrics.time('ats_analysis', null, async () => Promise.reject(BadRequest('no key')))).rejects.toThrow('no key');
    await server.app.platform.background.flush(); // metrics are written beside the answer
    const ats = (await metrics.summary()).find((s) => s.process === 'ats_analysis')!;
    expect([ats.count, ats.successRate]).toEqual([2, 0.5]);
  });

  it('when nothing was run yet, then GET answers a null analysis; a run without an AI key reports the measured figures in plain words', async () => {
    const { browser } = await signUp(server.url);
    expect((await browser.json('/api/mcp/analyze-platform')).body).toEqual({ analysis: null, implemented: [] });

    // 20 job extractions of 100..2000 ms, one failed: p50 1000 ms, p95 1900 ms, 95% success.
    for (let i = 1; i <= 20; i++) await server.app.platform.metrics.record('job_extraction', null, i !== 7, i * 100);
    const res = await browser.json('/api/mcp/analyze-platform', { method: 'POST' });
    expect(res.status).toBe(200);
    const { analysis, implemented } = mcpAnalysisResponseSchema.parse(res.body);
    expect(implemented).toEqual([]);
    expect(fake.calls).toHaveLength(0);
    const jobs = analysis!.optimization_opportunities.find((o) => o.process_name === 'job_extraction')!;
    expect(jobs).toMatchObject({
      implementation_priority: 'medium',
      current_performance: 'Job extraction: 20 operations in 30 days, 95% success, p50 1000 ms, p95 1900 ms',
    });
    expect(analysis!.optimization_opportunities.map((o) => o.process_name).sort()).toEqual(['career_analysis', 'job_extraction', 'resume_optimization', 'resume_parsing']);
    expect(analysis!.implementation_roadmap.flatMap((p) => p.processes)).toContain('job_extraction');
    expect(analysis!.competitive_analysis.current_position).toMatch(/operations in the last 30 days/);
    expect(analysis!.strategic_recommendations).toContain('Run this analysis again after a week of traffic to compare.');
    expect((await browser.json('/api/mcp/analyze-platform')).body).toEqual(res.body);
  });

  it('when the user has a key, then the model writes the narrative from the measured figures, checked by schema', async () => {
    const w = await writerWithResume(server);
    fake.reply({ text: letterWith(3) });
    await w.browser.json('/api/cover-letters/generate', { method: 'POST', body: { resumeId: w.resumeId, jobPostingId: w.jobPostingId } });
    await server.app.platform.background.flush();
    fake.reply({
      json: {
        current_position: 'Letters are generated reliably.',
        post_optimization_position: 'Repeat work answers from storage.',
        market_differentiation: ['Measured, not estimated'],
        strategic_recommendations: ['Turn on job posting reuse'],
      },
    });
    const res = await w.browser.json('/api/mcp/analyze-platform', { method: 'POST' });
    expect(res.status).toBe(200);
    const { analysis } = mcpAnalysisResponseSchema.parse(res.body);
    expect(analysis!.competitive_analysis.current_position).toBe('Letters are generated reliably.');
    expect(analysis!.strategic_recommendations).toEqual(['Turn on job posting reuse']);
    const call = fake.calls[1]!;
    expect(call.body.response_format?.json_schema?.name).toBe('platform_narrative');
    const facts = JSON.parse(call.body.messages[1]!.content);
    expect(facts.metrics_last_30_days.find((s: { process: string }) => s.process === 'cover_letter').count).toBeGreaterThanOrEqual(1);
  });

  it('when an optimization is implemented, then its switch is on, behaviour changes and it leaves the opportunities', async () => {
    const w = await writerWithResume(server);
    const bad = await w.browser.json('/api/mcp/implement-optimization', { method: 'POST', body: { processName: 'teleportation' } });
    expect([bad.status, bad.body.message]).toEqual([404, "No optimization is available for 'teleportation'"]);
    expect((await w.browser.json('/api/mcp/implement-optimization', { method: 'POST', body: {} })).status).toBe(400);

    const res = await w.browser.json('/api/mcp/implement-optimization', { method: 'POST', body: { processName: 'resume_optimization' } });
    expect(res.status).toBe(200);
    expect(implementOptimizationResponseSchema.parse(res.body)).toMatchObject({ success: true, message: expect.stringContaining("'reuse-optimizations'") });
    try {
      expect(await server.app.platform.switches.isOn('reuse-optimizations')).toBe(true);
      const body = { resumeId: w.resumeId, targetJobTitle: 'Staff Backend Engineer' };
      fake.reply({ json: { ...HONEST_TAILORED, changes: [] } });
      const first = await w.browser.json('/api/resumes/optimize', { method: 'POST', body });
      const second = await w.browser.json('/api/resumes/optimize', { method: 'POST', body });
      expect(second.body).toEqual(first.body);
      expect(fake.calls).toHaveLength(1);

      expect((await w.browser.json('/api/mcp/analyze-platform')).body.implemented).toEqual(['resume_optimization']);
      fake.reply({ json: { current_position: 'a', post_optimization_position: 'b', market_differentiation: [], strategic_recommendations: [] } });
      const rerun = mcpAnalysisResponseSchema.parse((await w.browser.json('/api/mcp/analyze-platform', { method: 'POST' })).body);
      expect(rerun.analysis!.optimization_opportunities.map((o) => o.process_name)).not.toContain('resume_optimization');
    } finally {
      await server.app.platform.switches.set('reuse-optimizations', false);
    }
  });
});
