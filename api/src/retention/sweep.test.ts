import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../test/helpers/server';
import { writerWithResume } from '../ai/testing/fixtures';
import { createRetentionSweep } from './sweep';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(dialects)('retention sweep (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.stop());

  /** A user with one of everything: resume, posting, letter, optimized resume, career report. */
  async function userWithData(settings: Record<string, unknown> | null) {
    const w = await writerWithResume(server, { key: null });
    if (settings) await w.browser.json('/api/settings', { method: 'PUT', body: settings });
    const { CoverLetter, OptimizedResume, CareerReport } = server.app.db.models;
    await CoverLetter.create({ id: randomUUID(), userId: w.userId, resumeId: w.resumeId, jobPostingId: w.jobPostingId, encrypted: false, content: 'Dear team', wordCount: 2 });
    await OptimizedResume.create({ id: randomUUID(), userId: w.userId, resumeId: w.resumeId, targetJobTitle: 'X', requestHash: 'h', encrypted: false, optimizedContent: 'c', keywordMatches: '[]', optimizationNotes: '' });
    await CareerReport.create({ id: randomUUID(), userId: w.userId, requestHash: 'h', encrypted: false, report: '{}' });
    return w;
  }

  const counts = async (userId: string) => {
    const out: Record<string, number> = {};
    for (const table of ['resumes', 'job_postings', 'cover_letters', 'optimized_resumes', 'career_reports']) {
      const [rows] = await server.app.db.sequelize.query(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, { replacements: [userId] });
      out[table] = Number((rows as Array<{ n: number }>)[0]!.n);
    }
    return out;
  };
  const all = (n: number) => ({ resumes: n, job_postings: n, cover_letters: n, optimized_resumes: n, career_reports: n });
  const sweepAt = (offsetMs: number) => createRetentionSweep({ db: server.app.db, metrics: server.app.platform.metrics, now: () => new Date(Date.now() + offsetMs) }).runOnce();

  it('when auto-delete is on, then generated content goes after 24 h and the resume and posting stay', async () => {
    const w = await userWithData({ autoDelete: true, dataRetention: 'never' });
    await sweepAt(23 * HOUR);
    expect(await counts(w.userId)).toEqual(all(1));
    const report = await sweepAt(25 * HOUR);
    expect(await counts(w.userId)).toEqual({ resumes: 1, job_postings: 1, cover_letters: 0, optimized_resumes: 0, career_reports: 0 });
    expect(report.deleted.cover_letters).toBeGreaterThanOrEqual(1);
  });

  it('when retention is the default 30 days (no settings saved), then all data older than 30 days goes but the current resume', async () => {
    const w = await userWithData(null);
    await sweepAt(29 * DAY);
    expect(await counts(w.userId)).toEqual(all(1));
    await sweepAt(31 * DAY);
    expect(await counts(w.userId)).toEqual({ ...all(0), resumes: 1 });
    expect((await w.browser.json('/api/resumes/current')).body.id).toBe(w.resumeId);
  });

  it("when retention is '1 year' or 'never', then a month-old or older data stays as promised", async () => {
    const year = await userWithData({ dataRetention: '1 year' });
    const never = await userWithData({ dataRetention: 'never' });
    await sweepAt(31 * DAY);
    expect(await counts(year.userId)).toEqual(all(1));
    await sweepAt(366 * DAY);
    expect(await counts(year.userId)).toEqual({ ...all(0), resumes: 1 });
    expect(await counts(never.userId)).toEqual(all(1));
  });

  it('when resumes are older than the retention, then the old ones go and the current one stays', async () => {
    const w = await userWithData({ dataRetention: '90 days' });
    const second = await w.browser.upload('/api/resumes', 'resume', Buffer.from('Jane Rivera\nSecond resume\nEngineer at Northwind 2019-2024'), 'second.txt');
    // Both are made 100 days old; the second is current.
    await server.app.db.models.Resume.update({ createdAt: new Date(Date.now() - 100 * DAY) }, { where: { userId: w.userId }, silent: true });
    const report = await sweepAt(0);
    expect(report.deleted.resumes).toBe(1);
    const list = (await w.browser.json('/api/resumes')).body as Array<{ id: string }>;
    expect(list.map((r) => r.id)).toEqual([second.body.resume.id]);
    expect((await w.browser.json('/api/resumes/current')).body.id).toBe(second.body.resume.id);
  });
});
