import { describe, expect, it } from 'vitest';
import { parseResume, parsingValidation } from './index';

const linkedinLike = `Contact
+44 7700 900123 (Mobile)
samuel.mensah@example.co.uk
www.linkedin.com/in/samuel-mensah-example

Samuel Kwame Mensah
Senior Financial Analyst
London, United Kingdom

Summary
Chartered financial analyst focused on FP&A for multi-country businesses. I build models that the board actually uses.

Experience
Unilever
Senior Financial Analyst
January 2020 - Present (5 years 6 months)
- Owned the £250M European snacks forecast with accuracy within 2%
- Automated monthly variance reporting, saving 3 days per close
Financial Analyst
09/2016 - 12/2019
- Built due diligence models for 15 mid-market transactions

Deloitte
Analyst
2014-09 – 2016-08
- Trained 10 graduates on three-statement modelling

Skills
Finance: Financial modelling, Forecasting, Valuation
Tools: Excel, Power BI, SAP`;

describe('parseResume', () => {
  it('reads the contact block, an international phone and the location', () => {
    const { parsed } = parseResume(linkedinLike);
    expect(parsed.candidate_info.name).toBe('Samuel Kwame Mensah');
    expect(parsed.candidate_info.contact).toMatchObject({ email: 'samuel.mensah@example.co.uk', phone: '+44 7700 900123', address: 'London, United Kingdom' });
    expect(parsed.candidate_info.contact.portfolio).toContain('linkedin.com/in/samuel-mensah-example');
    expect(parsed.professional_summary).toMatch(/^Chartered financial analyst/);
  });

  it('keeps several roles at one company, with Present, month names, numeric and ISO dates', () => {
    const { parsed } = parseResume(linkedinLike);
    expect(parsed.work_experience.map((w) => [w.position, w.company, w.employment_period])).toEqual([
      ['Senior Financial Analyst', 'Unilever', { start_date: '2020-01', end_date: 'Present', is_current: true }],
      ['Financial Analyst', 'Unilever', { start_date: '2016-09', end_date: '2019-12', is_current: false }],
      ['Analyst', 'Deloitte', { start_date: '2014-09', end_date: '2016-08', is_current: false }],
    ]);
    expect(parsed.work_experience[0].key_achievements).toEqual([
      'Owned the £250M European snacks forecast with accuracy within 2%',
      'Automated monthly variance reporting, saving 3 days per close',
    ]);
  });

  it('groups skills by category and extracts quantified achievements', () => {
    const { parsed } = parseResume(linkedinLike);
    expect(parsed.technical_skills).toEqual({ Finance: ['Financial modelling', 'Forecasting', 'Valuation'], Tools: ['Excel', 'Power BI', 'SAP'] });
    const metrics = Object.fromEntries(parsed.quantifiable_achievements.map((q) => [q.metric, q.values]));
    expect(metrics['Percentage improvements']).toEqual(['2%']);
    expect(metrics['Financial impact']).toEqual(['£250M']);
    expect(metrics['Time savings']).toEqual(['3 days per close']);
  });

  it('understands "Current", "Title at Company" lines and a letter-spaced heading', () => {
    const text = `Kenji Watanabe\nkenji@example.jp · +81 90-1234-5678 · Tokyo, JP\n\nW O R K  E X P E R I E N C E\nStaff SRE at LINE Corporation\t10/2019 – Current\nRaised availability from 99.9% to 99.99%`;
    const { parsed } = parseResume(text);
    expect(parsed.work_experience).toHaveLength(1);
    expect(parsed.work_experience[0]).toMatchObject({ position: 'Staff SRE', company: 'LINE Corporation', employment_period: { start_date: '2019-10', is_current: true } });
    expect(parsed.candidate_info.contact.address).toBe('Tokyo, JP');
  });

  it('reports low confidence and warnings for what it could not read', () => {
    const { parsed, report } = parseResume('just some words without structure', { columns: 2, pages: 3, imageOnlyPages: [2, 3] });
    expect(parsed.work_experience).toEqual([]);
    expect(report.layout.columns).toBe(2);
    expect(report.pages).toBe(3);
    expect(report.imageOnlyPages).toEqual([2, 3]);
    expect(report.fields).toMatchObject({ name: 0, email: 0, phone: 0, work_experience: 0, skills: 0 });
    expect(report.warnings.join(' ')).toMatch(/2-column layout/);
    expect(report.warnings.join(' ')).toMatch(/Pages 2, 3 are an image/);
    expect(report.warnings.join(' ')).toMatch(/No email address found/);
  });

  it('summarises the parse for the Parser Test screen', () => {
    const { parsed } = parseResume(linkedinLike);
    expect(parsingValidation(parsed)).toEqual({
      has_name: true,
      has_contact: true,
      work_experience_count: 3,
      has_quantifiable_achievements: true,
      total_achievements: 4,
    });
  });

  it('takes a name the email confirms even when a word is a job word, and splits "Title, Company, City"', () => {
    const { parsed } = parseResume(
      [
        'Ada Tester',
        'Senior Software Engineer',
        'ada.tester@example.com | +1 555 0100 | Lisbon, Portugal',
        '',
        'WORK EXPERIENCE',
        'Senior Software Engineer, Harbor Data Systems, Lisbon',
        'March 2020 - Present',
        '- Led the migration of 40 services to Kubernetes',
        '',
        'Software Engineer, Quayside Labs, Austin, TX',
        'June 2016 - February 2020',
        '- Reduced API latency by 80%',
      ].join('\n'),
    );
    expect(parsed.candidate_info.name).toBe('Ada Tester');
    expect(parsed.work_experience.map((w) => [w.position, w.company])).toEqual([
      ['Senior Software Engineer', 'Harbor Data Systems'],
      ['Software Engineer', 'Quayside Labs'],
    ]);
  });
});

