import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { careerReportResponseSchema } from '@common/contract/career';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { Browser } from '../../test/helpers/http-client';
import { signUp } from '../../test/helpers/accounts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/helpers/fake-openai';
import { RESUME_TEXT } from '../ai/testing/texts';
import { INVALID_RESPONSE_MESSAGE } from '../ai/client';
import type { CareerJudgement } from './schema';

const judgement = (): CareerJudgement => ({
  industry: 'Financial technology',
  salary_range: '$170k-$210k',
  market_analysis: {
    role_demand_score: 80,
    salary_percentile: 60,
    growth_trajectory: 'growing',
    market_saturation: 'Moderate: senior payments engineers remain scarce.',
    geographic_advantages: ['San Francisco Bay Area fintech cluster'],
  },
  career_progression: {
    advancement_strategy: 'Move toward staff-level ownership of payment platforms.',
    next_logical_roles: [
      { title: 'Staff Software Engineer', timeline: '12-18 months', salary_increase: '15-25%', market_demand: 'high', required_skills: ['Go', 'PostgreSQL', 'Kubernetes', 'System Design'] },
      { title: 'Engineering Manager', timeline: '2-3 years', salary_increase: '10-20%', market_demand: 'medium', required_skills: ['Python', 'Kafka'] },
    ],
    skill_priorities: [{ skill: 'Kubernetes', importance: 'high', learning_timeline: '3 months', market_value_increase: '5-10%' }],
  },
  competitive_intelligence: {
    peer_analysis: { typical_career_path: ['Engineer', 'Senior Engineer', 'Staff Engineer'], average_advancement_timeline: '3-4 years per level', competitive_advantages_needed: ['Platform ownership'] },
    industry_insights: ['Real-time payments are expanding.'],
    emerging_opportunities: ['Stablecoin settlement infrastructure'],
  },
  actionable_recommendations: [
    { action: 'Lead a cross-team reliability initiative', impact: 'Staff-level evidence', timeline: '0-3 months', effort_level: 'medium', category: 'immediate', impact_score: 85 },
    { action: 'Earn a Kubernetes certification', impact: 'Closes the main skill gap', timeline: '3-6 months', effort_level: 'medium', category: 'short_term', impact_score: 60 },
    { action: 'Publish a talk on ledger migrations', impact: 'Visibility', timeline: '6-12 months', effort_level: 'low', category: 'long_term', impact_score: 40 },
  ],
});

describe.each(dialects)('career intelligence (%s)', (dialect) => {
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

  const withKey = async () => {
    const { browser } = await signUp(server.url);
    await browser.json('/api/settings', { method: 'PUT', body: { openaiApiKey: 'sk-test-key' } });
    return browser;
  };
  const analyze = (browser: Browser, fields: Record<string, string> = {}, file = Buffer.from(RESUME_TEXT), name = 'jane.txt') => {
    const form = new FormData();
    form.append('resume', new Blob([file]), name);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return browser.json('/api/career-intelligence/analyze', { method: 'POST', body: form });
  };

  it('when signed out, then 401', async () => {
    expect((await analyze(new Browser(server.url))).status).toBe(401);
  });

  it('when a resume is analyzed, then facts come from the parser, judgements from the model and the health score from the formula', async () => {
    const browser = await withKey();
    fake.reply({ json: judgement() });
    const res = await analyze(browser, { targetRole: 'Staff Software Engineer' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = careerReportResponseSchema.parse(res.body);
    const profile = report.intelligence.user_profile;
    expect(profile.current_role).toBe('Senior Software Engineer');
    const sinceJune2015 = (Date.now() - Date.UTC(2015, 5, 1)) / (365.25 * 86_400_000);
    expect(Math.abs(profile.years_experience - sinceJune2015)).toBeLessThan(0.25);
    expect(profile.skills).toEqual(expect.arrayContaining(['Python', 'Go', 'PostgreSQL', 'Kafka']));
    expect(profile.location).toBe('San Francisco, CA');
    expect(profile).toMatchObject({ industry: 'Financial technology', salary_range: '$170k-$210k' });
    expect(report.intelligence.actionable_recommendations[0]).toEqual({ action: 'Lead a cross-team reliability initiative', impact: 'Staff-level evidence', timeline: '0-3 months', effort_level: 'medium', category: 'immediate' });

    // market 0.6*80+0.4*60 = 72; skills: Go, PostgreSQL, Python, Kafka of 6 required = 67;
    // growth: growing 75 + 5 (one high-demand role) = 80; evidence: 15*quantified + 2*skills, capped at 100.
    const { breakdown } = report.health_score;
    expect(breakdown.market_position).toBe(72);
    expect(breakdown.skill_relevance).toBe(67);
    expect(breakdown.growth_potential).toBe(80);
    expect(report.health_score.overall_score).toBe(Math.round(0.3 * 72 + 0.3 * 67 + 0.2 * 80 + 0.2 * breakdown.competitive_advantage));
    expect(report.health_score.recommendations_priority.map((r) => [r.priority, r.impact_score])).toEqual([
      ['critical', 85],
      ['medium', 60],
      ['low', 40],
    ]);

    const prompt = fake.calls[0]!.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('aiming for: Staff Software Engineer');
    expect(prompt).toContain('current role "Senior Software Engineer"');
    expect(fake.calls[0]!.body.response_format?.json_schema?.name).toBe('career_judgement');
    const [rows] = await server.app.db.sequelize.query('SELECT report FROM career_reports');
    expect((rows as Array<{ report: string }>).some((r) => r.report.includes('Financial technology'))).toBe(false);
  });

  it('when the model breaks the enumerations twice, then 502 and nothing is stored', async () => {
    const browser = await withKey();
    const [before] = await server.app.db.sequelize.query('SELECT COUNT(*) AS n FROM career_reports');
    const bad = judgement() as any;
    bad.market_analysis.growth_trajectory = 'skyrocketing';
    fake.reply({ json: bad }, { json: bad });
    const res = await analyze(browser);
    expect([res.status, res.body.message]).toEqual([502, INVALID_RESPONSE_MESSAGE]);
    expect(fake.calls[1]!.body.messages.at(-1)!.content).toMatch(/market_analysis\.growth_trajectory/);
    const [after] = await server.app.db.sequelize.query('SELECT COUNT(*) AS n FROM career_reports');
    expect(after).toEqual(before);
  });

  it('when the upload is missing, of the wrong type or the key is missing, then the documented errors and no provider call', async () => {
    const browser = await withKey();
    const none = await browser.json('/api/career-intelligence/analyze', { method: 'POST', body: new FormData() });
    expect([none.status, none.body.message]).toEqual([400, "No file uploaded: send it in the 'resume' field"]);
    const exe = await analyze(browser, {}, Buffer.from('MZ\x90\x00binary'), 'resume.exe');
    expect(exe.status).toBe(415);
    const long = await analyze(browser, { targetRole: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    const { browser: noKey } = await signUp(server.url);
    const res = await analyze(noKey);
    expect([res.status, res.body.message]).toEqual([400, 'OpenAI API key required']);
    expect(fake.calls).toHaveLength(0);
  });

  it("when the 'reuse-career-reports' switch is on, then the same file and role are answered from the stored report", async () => {
    const browser = await withKey();
    fake.reply({ json: judgement() });
    const first = await analyze(browser, { targetRole: 'Staff Software Engineer' });
    await server.app.platform.switches.set('reuse-career-reports', true);
    try {
      const again = await analyze(browser, { targetRole: 'Staff Software Engineer' });
      expect(again.body).toEqual(first.body);
      expect(fake.calls).toHaveLength(1);
      fake.reply({ json: judgement() });
      expect((await analyze(browser, { targetRole: 'Engineering Manager' })).status).toBe(200);
      expect(fake.calls).toHaveLength(2);
    } finally {
      await server.app.platform.switches.set('reuse-career-reports', false);
    }
  });
});
