import { randomUUID } from 'node:crypto';
import { signUp } from '../../../test/helpers/accounts';
import type { TestServer } from '../../../test/helpers/server';
import { JOB_DESCRIPTION, RESUME_TEXT } from './texts';

/** A signed-up user with a saved AI key, an uploaded resume and a stored job posting. */
export async function writerWithResume(server: TestServer, opts: { key?: string | null; resumeText?: string } = {}) {
  const { browser } = await signUp(server.url);
  if (opts.key !== null) await browser.json('/api/settings', { method: 'PUT', body: { openaiApiKey: opts.key ?? 'sk-test-key' } });
  const up = await browser.upload('/api/resumes', 'resume', Buffer.from(opts.resumeText ?? RESUME_TEXT), 'jane.txt');
  if (up.status !== 201) throw new Error(`upload failed: ${up.status} ${JSON.stringify(up.body)}`);
  const me = await browser.json('/api/auth/user');
  const userId: string = me.body.id;
  const posting = await server.app.db.models.JobPosting.create({
    id: randomUUID(),
    userId,
    url: 'https://jobs.example.com/acme/staff-backend',
    urlHash: randomUUID().replace(/-/g, ''),
    title: 'Staff Backend Engineer',
    company: 'Acme Pay',
    description: JOB_DESCRIPTION,
    location: 'Remote',
    salary: null,
    employmentType: 'Full-time',
    source: 'json-ld',
    warnings: '[]',
  });
  return { browser, userId, resumeId: up.body.resume.id as string, jobPostingId: posting.id };
}

/** A letter with `n` body paragraphs, a salutation and a sign-off. */
export function letterWith(n: number, marker = 'payments'): string {
  const body = Array.from({ length: n }, (_, i) => `Paragraph ${i + 1} about ${marker} and building reliable systems at scale.`);
  return ['Dear Hiring Manager,', ...body, 'Sincerely,\nJane Rivera'].join('\n\n');
}
