import { randomUUID } from 'node:crypto';
import { signUp } from '../../../test/helpers/accounts';
import type { TestServer } from '../../../test/helpers/server';

/** A fictional resume used by the AI-writing tests: every fact the checks compare against is here. */
export const RESUME_TEXT = `Jane Rivera
jane.rivera@example.com | +1 415 555 0134 | San Francisco, CA

SUMMARY
Backend engineer with 8 years of experience building payment systems in Python and Go.

EXPERIENCE
Senior Software Engineer | Northwind Payments | Mar 2019 - Present
- Led the migration of the ledger service to PostgreSQL, cutting p95 latency by 40%.
- Mentored 5 engineers and introduced code review guidelines.

Software Engineer | Blue Harbor Labs | Jun 2015 - Feb 2019
- Built a fraud scoring API in Python handling 2,000 requests per second.
- Reduced cloud costs by $120,000 per year.

EDUCATION
B.S. Computer Science, University of Oregon, 2015

CERTIFICATIONS
AWS Certified Solutions Architect - Associate

SKILLS
Python, Go, PostgreSQL, Kafka, Docker, REST APIs
`;

export const JOB_DESCRIPTION = `Staff Backend Engineer at Acme Pay.
We need a backend engineer to scale our payments platform. You will design REST APIs in Go and Python,
run PostgreSQL and Kafka in production, and mentor engineers. Experience with Kubernetes and Terraform is a plus.
Requirements: 7+ years of backend experience, distributed systems, payments, observability.`;

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
