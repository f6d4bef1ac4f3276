import { describe, expect, it } from 'vitest';
import { extractKeywords } from './extract-keywords';
import { matchKeywords } from './match-keywords';

const JOB = `Senior Backend Engineer (Payments)
We are looking for a backend engineer to build our payment systems in Go and PostgreSQL.
Requirements:
- 5+ years with Go or Java
- Postgres, Redis, Kafka
- Docker and k8s in AWS
- CI/CD, observability with Prometheus
- Experience with payment systems and REST APIs
Nice to have: gRPC, Terraform. You communicate clearly and mentor others.`;

describe('extractKeywords', () => {
  it('returns canonical skills of a description, most mentioned first, each variant once', () => {
    const k = extractKeywords(JOB);
    expect(k.length).toBeGreaterThanOrEqual(15);
    expect(k.length).toBeLessThanOrEqual(20);
    expect(k.slice(0, 2)).toEqual(['Go', 'PostgreSQL']);
    expect(k).toEqual(expect.arrayContaining(['Kubernetes', 'Redis', 'Kafka', 'Docker', 'AWS', 'CI/CD', 'Prometheus', 'REST APIs', 'gRPC', 'Terraform']));
    expect(k).not.toContain('Postgres');
    expect(k).not.toContain('k8s');
    // Recurring phrases outside the lexicon are kept too.
    expect(k).toContain('payment systems');
  });

  it('gives the typical keywords of a role for a bare job title', () => {
    const k = extractKeywords('Product Designer');
    expect(k.length).toBeGreaterThanOrEqual(15);
    expect(k.slice(0, 3)).toEqual(['Figma', 'UX design', 'UI design']);
    expect(extractKeywords('Registered Nurse')).toEqual(expect.arrayContaining(['Patient care', 'Triage', 'Medication administration']));
  });

  it('honours max and does not read "go to market" as the Go language', () => {
    expect(extractKeywords(JOB, { max: 5 })).toHaveLength(5);
    expect(extractKeywords('Own the go-to-market plan. Go to market with SEO and content marketing.')).not.toContain('Go');
  });
});

describe('matchKeywords', () => {
  it('counts synonyms and variants once, under the canonical name', () => {
    const m = matchKeywords('I write JS and TypeScript; ran Postgres on k8s.', ['JavaScript', 'JS', 'PostgreSQL', 'Kubernetes', 'Go']);
    expect(m).toEqual({ matchRate: 75, matched: ['JavaScript', 'PostgreSQL', 'Kubernetes'], missing: ['Go'] });
  });

  it('extracts the keywords itself when given a job text', () => {
    const m = matchKeywords('Go and PostgreSQL services on Kubernetes, Docker, AWS. Built REST APIs.', JOB);
    expect(m.matched).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'Kubernetes', 'Docker', 'AWS', 'REST APIs']));
    expect(m.missing).toEqual(expect.arrayContaining(['Kafka', 'Terraform']));
    expect(m.matchRate).toBe(Math.round((100 * m.matched.length) / (m.matched.length + m.missing.length)));
  });

  it('respects word boundaries and case for everyday words', () => {
    expect(matchKeywords('I like to go hiking and use git.', ['Go', 'Git']).matched).toEqual([]);
    expect(matchKeywords('C++ and C# and .NET', ['C++', 'C#', '.NET', 'C']).matched).toEqual(['C++', 'C#', '.NET']);
  });
});
