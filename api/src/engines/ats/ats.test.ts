import { describe, expect, it } from 'vitest';
import { parseResume } from '../resume-parser/index';
import { gradeFor, scoreResume, unreadableAnalysis } from './index';

const GOOD = `Amara Okafor
amara.okafor@example.com · +234 803 555 0142 · Lagos, Nigeria

Summary
Backend engineer with eight years of experience building payment systems used by millions of customers across West Africa, from card tokenisation to settlement.

Experience
Senior Software Engineer, Paystack\tMar 2020 – Present
- Cut settlement latency by 45% by moving reconciliation to an event-driven pipeline on Kafka
- Led a team of 6 engineers delivering the merchant dashboard in 4 months
- Reduced card authorization failures by 18% with smarter retries in Go
- Built a PostgreSQL partitioning scheme holding 2 billion ledger rows
Software Engineer, Kora Networks\tJan 2016 – Feb 2020
- Built the card tokenisation service handling 2M requests per day
- Automated PCI evidence collection, saving 30 hours per audit
- Migrated 40 cron jobs to Kubernetes with zero downtime

Education
BSc Computer Science, University of Lagos, 2015

Skills
Languages: Go, Python, SQL, TypeScript
Platforms: PostgreSQL, Kafka, Kubernetes, Docker, AWS
${'Mentored junior engineers and wrote design documents for payments, settlement, ledgers and fraud. '.repeat(4)}`;

const POOR = `amara
Experience
Paystack
worked on backend things
responsible for the database
helped the team`;

const analyse = (text: string, extra: Partial<Parameters<typeof scoreResume>[0]> = {}) => scoreResume({ text, parsed: parseResume(text).parsed, ...extra });

describe('scoreResume', () => {
  it('scores a complete, quantified, single-column resume high and a thin one low', () => {
    const good = analyse(GOOD, { read: { columns: 1, pages: 1, tables: false, textInHeaderFooter: false, imageOnlyPages: [] } });
    const poor = analyse(POOR);
    expect(good.score).toBeGreaterThanOrEqual(85);
    expect(['A', 'B']).toContain(good.grade);
    expect(poor.score).toBeLessThan(50);
    expect(poor.grade).toBe('F');
    expect(good.breakdown.reduce((n, b) => n + b.weight, 0)).toBeCloseTo(100, 5);
    expect(good.strengths.join(' ')).toMatch(/carry numbers/);
  });

  it('is deterministic: the same input gives the same result', () => {
    expect(analyse(GOOD)).toEqual(analyse(GOOD));
  });

  it('names the concrete lines to fix', () => {
    const text = GOOD.replace('- Led a team of 6 engineers delivering the merchant dashboard in 4 months', '- Responsible for the merchant dashboard')
      .replace('- Reduced card authorization failures by 18% with smarter retries in Go', '- Worked on card authorization retries')
      .replace('- Built a PostgreSQL partitioning scheme holding 2 billion ledger rows', '- Helped with the ledger database')
      .replace('- Automated PCI evidence collection, saving 30 hours per audit', '- Involved in PCI audits');
    const r = analyse(text);
    const all = r.improvements.join('\n');
    expect(all).toContain('"Responsible for the merchant dashboard"');
    expect(all).toMatch(/Start bullets with an action verb.*"Worked on card authorization retries"/);
  });

  it('takes points for layout risks and says which', () => {
    const clean = analyse(GOOD, { read: { columns: 1, tables: false, textInHeaderFooter: false } });
    const risky = analyse(GOOD, { read: { columns: 2, tables: true, textInHeaderFooter: true } });
    expect(risky.score).toBeLessThan(clean.score);
    const layout = risky.breakdown.find((b) => b.criterion === 'Layout risks')!;
    expect(layout.score).toBe(0);
    expect(risky.improvements.join(' ')).toMatch(/2-column layout[\s\S]*Tables were found|Tables were found[\s\S]*2-column layout/);
    expect(risky.improvements.join(' ')).toMatch(/header or footer/);
  });

  it('adds keyword match for a target and lists the missing keywords', () => {
    const r = analyse(GOOD, { target: { jobDescription: 'Backend engineer: Go, PostgreSQL, Kafka, Kubernetes, Terraform, GraphQL, Redis, gRPC, Elasticsearch, Rust' } });
    const kw = r.breakdown.find((b) => b.criterion === 'Keyword match')!;
    expect(kw.weight).toBe(25);
    expect(r.breakdown.reduce((n, b) => n + b.weight, 0)).toBeCloseTo(100, 0);
    expect(r.improvements.join(' ')).toMatch(/add: .*Terraform/);
    expect(r.improvements.join(' ')).not.toMatch(/add: .*PostgreSQL/);
  });
});

describe('gradeFor and unreadableAnalysis', () => {
  it('grades A from 90, B from 80, C from 70, D from 60, else F', () => {
    expect([90, 89, 80, 79, 70, 69, 60, 59, 0].map(gradeFor)).toEqual(['A', 'B', 'B', 'C', 'C', 'D', 'D', 'F', 'F']);
  });

  it('scores an unreadable document 0 with a first improvement that says it could not be parsed', () => {
    const r = unreadableAnalysis('The PDF is a scan (images only).');
    expect(r.score).toBe(0);
    expect(r.grade).toBe('F');
    expect(r.improvements[0]).toMatch(/^Unable to parse the document: The PDF is a scan/);
    expect(unreadableAnalysis().improvements[0]).toMatch(/^Unable to parse the document\./);
  });
});
