import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom';
import { readBoardMarkup } from './board-markup';

const LONG = 'We repair bicycles for city couriers and teach riders to fix their own. '.repeat(6);
const read = (html: string, url: string) => readBoardMarkup(parseDocument(html), url);

describe('readBoardMarkup', () => {
  it('reads an older Greenhouse board (#app_body) and strips "at" from the company', () => {
    const r = read(
      `<div id="app_body"><div id="header"><h1 class="app-title">Bike Mechanic</h1><span class="company-name">at Spoke &amp; Chain</span><div class="location">Utrecht</div></div><div id="content"><p>${LONG}</p></div></div>`,
      'https://boards.greenhouse.io/spoke/jobs/1',
    );
    expect(r).toMatchObject({ title: 'Bike Mechanic', company: 'Spoke & Chain', location: 'Utrecht' });
    expect(r!.description).toContain('We repair bicycles');
  });

  it('reads SmartRecruiters microdata markup', () => {
    const r = read(
      `<main itemscope itemtype="http://schema.org/JobPosting"><h1 class="job-title" itemprop="title">Bike Mechanic</h1><span itemprop="hiringOrganization" itemscope><meta itemprop="name" content="Spoke and Chain"></span><span itemprop="jobLocation">Utrecht, Netherlands</span><span itemprop="employmentType">FULL_TIME</span><div itemprop="description"><p>${LONG}</p></div></main>`,
      'https://jobs.smartrecruiters.com/SpokeAndChain/1-bike-mechanic',
    );
    expect(r).toMatchObject({ title: 'Bike Mechanic', company: 'Spoke and Chain', location: 'Utrecht, Netherlands', employmentType: 'Full-time' });
  });

  it('joins the description, requirements and benefits of a Workable page', () => {
    const r = read(
      `<h1 data-ui="job-title">Bike Mechanic</h1><span data-ui="job-location">Utrecht</span><span data-ui="job-type">Full time</span><section data-ui="job-description"><p>${LONG}</p></section><section data-ui="job-requirements"><ul><li>Own tools</li></ul></section><section data-ui="job-benefits"><p>Free repairs</p></section>`,
      'https://apply.workable.com/spoke/j/ABC123/',
    );
    expect(r).toMatchObject({ title: 'Bike Mechanic', location: 'Utrecht', employmentType: 'Full-time' });
    expect(r!.description).toMatch(/We repair bicycles[\s\S]*- Own tools[\s\S]*Free repairs$/);
  });

  it('recognises a board embedded on another site by its markers', () => {
    const r = read(`<div class="posting-headline"><h2>Bike Mechanic</h2></div><div class="posting-page"><div class="section page-centered" data-qa="job-description">${LONG}</div></div>`, 'https://careers.spoke.example/jobs/1');
    expect(r).toMatchObject({ title: 'Bike Mechanic' });
  });

  it('answers null for pages of no known board and for a board page without description', () => {
    expect(read(`<h1>Bike Mechanic</h1><p>${LONG}</p>`, 'https://spoke.example/jobs/1')).toBeNull();
    expect(read('<h1 class="top-card-layout__title">Bike Mechanic</h1>', 'https://www.linkedin.com/jobs/view/1')).toBeNull();
  });
});
