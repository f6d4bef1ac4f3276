import { describe, expect, it } from 'vitest';
import { HONEST_TAILORED, JOB_DESCRIPTION, RESUME_TEXT } from '../../ai/testing/texts';
import { checkFabrication, describeRemoval } from './check';
import type { TailoredResume } from './types';

const sources = {
  resumeText: RESUME_TEXT,
  jobText: `Staff Backend Engineer\n${JOB_DESCRIPTION}`,
  knownRoles: [
    { position: 'Senior Software Engineer', company: 'Northwind Payments', start_date: '2019-03', end_date: 'Present' },
    { position: 'Software Engineer', company: 'Blue Harbor Labs', start_date: '2015-06', end_date: '2019-02' },
  ],
};
const honest = (): TailoredResume => structuredClone(HONEST_TAILORED);
const allText = (r: TailoredResume) => JSON.stringify(r);

describe('no-fabrication check', () => {
  it('when the model only rewords the resume, then nothing is removed', () => {
    const { resume, removed } = checkFabrication(honest(), sources);
    expect(removed).toEqual([]);
    expect(resume).toEqual(honest());
  });

  it('when the model invents an employer, then the whole role goes and is named', () => {
    const proposed = honest();
    proposed.experience.unshift({
      title: 'Principal Engineer',
      company: 'Stripe',
      location: 'Remote',
      start_date: '2023',
      end_date: 'Present',
      bullets: ['Scaled the payments platform to billions of requests.'],
    });
    const { resume, removed } = checkFabrication(proposed, sources);
    expect(resume.experience.map((e) => e.company)).toEqual(['Northwind Payments', 'Blue Harbor Labs']);
    expect(allText(resume)).not.toMatch(/Stripe|Principal/);
    expect(removed).toEqual([{ kind: 'employer', value: 'Stripe', context: 'Principal Engineer at Stripe' }]);
    expect(describeRemoval(removed[0]!)).toBe("Removed the role 'Principal Engineer at Stripe': the employer is not in your resume.");
  });

  it('when the employer is written with a legal suffix or other case, then it is still the same employer', () => {
    const proposed = honest();
    proposed.experience[0]!.company = 'NORTHWIND PAYMENTS, Inc.';
    expect(checkFabrication(proposed, sources).removed).toEqual([]);
  });

  it('when the model invents a degree or a school, then the entry is removed and named', () => {
    const proposed = honest();
    proposed.education.push({ degree: 'Master of Science in Computer Science', school: 'University of Oregon', year: '2017' });
    proposed.education.push({ degree: 'Bachelor of Science in Computer Science', school: 'Stanford University', year: '2015' });
    const { resume, removed } = checkFabrication(proposed, sources);
    expect(resume.education).toEqual(HONEST_TAILORED.education);
    expect(removed.map((r) => [r.kind, r.value])).toEqual([
      ['degree', 'Master of Science in Computer Science'],
      ['school', 'Stanford University'],
    ]);
  });

  it('when the model inflates a number, then the sentence with it is removed and named', () => {
    const proposed = honest();
    proposed.experience[1]!.bullets.push('Increased revenue 300% in one year. Partnered with finance on forecasting.');
    proposed.experience[0]!.bullets[0] = 'Led the migration of the ledger service to PostgreSQL, cutting p95 latency by 60%.';
    const { resume, removed } = checkFabrication(proposed, sources);
    expect(allText(resume)).not.toMatch(/300%|60%/);
    expect(resume.experience[1]!.bullets).toContain('Partnered with finance on forecasting.');
    expect(removed).toEqual([
      { kind: 'number', value: '60%', context: 'Led the migration of the ledger service to PostgreSQL, cutting p95 latency by 60%.' },
      { kind: 'number', value: '300%', context: 'Increased revenue 300% in one year.' },
    ]);
    expect(describeRemoval(removed[1]!)).toBe(`Removed "Increased revenue 300% in one year.": the number '300%' is not in your resume.`);
  });

  it('when a number of the original is turned into a percent or money, then it is not supported', () => {
    const proposed = honest();
    proposed.summary = 'Cut costs by 5% and saved $8 million.';
    const { removed } = checkFabrication(proposed, sources);
    expect(removed.map((r) => r.value)).toEqual(['5%']);
    // $8 million is one sentence with the 5%: it went with it. Alone it is also refused:
    proposed.summary = 'Saved $8 million.';
    expect(checkFabrication(proposed, sources).removed.map((r) => r.value)).toEqual(['$8 million']);
  });

  it('when numbers are rewritten in another form (2000, $120K, 40 percent), then they are the same numbers', () => {
    const proposed = honest();
    proposed.experience[1]!.bullets = ['Built a fraud scoring API handling 2000 requests per second.', 'Reduced cloud costs by $120K per year.'];
    proposed.experience[0]!.bullets = ['Cut p95 latency by 40 percent.', 'Mentored five engineers.'];
    expect(checkFabrication(proposed, sources).removed).toEqual([]);
  });

  it('when a skill comes from nowhere, then it is dropped; a skill of the job description stays', () => {
    const proposed = honest();
    proposed.skills.push('Kubernetes', 'Rust', 'go');
    const { resume, removed } = checkFabrication(proposed, sources);
    expect(resume.skills).toEqual([...HONEST_TAILORED.skills, 'Kubernetes']);
    expect(removed).toEqual([{ kind: 'skill', value: 'Rust' }]);
  });

  it('when free text names a technology or company from nowhere, then that sentence goes', () => {
    const proposed = honest();
    proposed.summary += ' Shipped mobile apps in Swift for Google.';
    const { resume, removed } = checkFabrication(proposed, sources);
    expect(resume.summary).toBe(HONEST_TAILORED.summary);
    expect(removed).toEqual([{ kind: 'term', value: 'Swift', context: 'Shipped mobile apps in Swift for Google.' }]);
  });

  it('when a title or a date is changed, then the original one is put back', () => {
    const proposed = honest();
    proposed.experience[0]!.title = 'Engineering Manager';
    proposed.experience[0]!.start_date = 'Jan 2017';
    proposed.experience[1]!.end_date = '2020';
    const { resume, removed } = checkFabrication(proposed, sources);
    expect(resume.experience[0]).toMatchObject({ title: 'Senior Software Engineer', start_date: '2019-03' });
    expect(resume.experience[1]!.end_date).toBe('2019-02');
    expect(removed.map(describeRemoval)).toEqual([
      "Replaced job title 'Engineering Manager' with 'Senior Software Engineer' from your resume.",
      "Replaced date 'Jan 2017' with '2019-03' from your resume.",
      "Replaced date '2020' with '2019-02' from your resume.",
    ]);
  });

  it('when a certification is invented or upgraded, then it is removed', () => {
    const proposed = honest();
    proposed.certifications = ['AWS Certified Solutions Architect - Professional', 'CKA: Certified Kubernetes Administrator', 'aws certified solutions architect associate'];
    const { resume, removed } = checkFabrication(proposed, sources);
    expect(resume.certifications).toEqual(['aws certified solutions architect associate']);
    expect(removed.map((r) => r.value)).toEqual(['AWS Certified Solutions Architect - Professional', 'CKA: Certified Kubernetes Administrator']);
  });
});
