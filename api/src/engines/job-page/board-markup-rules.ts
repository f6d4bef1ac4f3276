import type { Doc } from './dom';
import { firstText } from './dom';
import { cleanInline } from './rich-text';

/**
 * How one job board lays out a posting. Each field lists selectors from the newest markup
 * to older ones, so a board that changes its markup still matches one of them; the reader
 * falls back to JSON-LD and readable text when none does.
 */
export interface BoardMarkupRule {
  name: string;
  /** The page belongs to the board when its host matches... */
  host: RegExp;
  /** ...or when one of these elements is present (boards embedded on employers' sites). */
  markers?: string[];
  title: string[];
  company?: string[];
  location?: string[];
  employmentType?: string[];
  salary?: string[];
  /** Every match of the first selector that has any is joined, in page order. */
  description: string[];
  /** Board quirks that selectors cannot express. */
  extra?: (doc: Doc) => { company?: string | null; employmentType?: string | null; title?: string | null };
  /** Cleans a raw title ("Senior Engineer - job post" on Indeed). */
  cleanTitle?: (title: string) => string;
}

function companyFromTitleBefore(doc: Doc, separator: RegExp): string | null {
  const [first] = (doc.title ?? '').split(separator);
  return first && first !== doc.title ? cleanInline(first) : null;
}

function linkedInCriteria(doc: Doc, label: RegExp): string | null {
  for (const item of Array.from(doc.querySelectorAll('.description__job-criteria-item'))) {
    const header = firstText(item, ['.description__job-criteria-subheader', 'h3']);
    if (header && label.test(header)) return firstText(item, ['.description__job-criteria-text', 'span']);
  }
  return null;
}

export const BOARD_MARKUP: BoardMarkupRule[] = [
  {
    name: 'greenhouse',
    host: /(^|\.)greenhouse\.io$/,
    markers: ['#app_body #header .app-title', '.job__description'],
    title: ['.job__title h1', '#header .app-title', '.app-title', 'h1.section-header', 'h1'],
    company: ['#header .company-name', '.company-name'],
    location: ['.job__location', '#header .location', '.location'],
    description: ['.job__description', '#content', '.job-post-content'],
    extra: (doc) => {
      // New boards name the company only in "Job Application for T at C".
      const m = /^job application for .+ at (.+)$/i.exec(doc.title ?? '');
      return { company: m ? cleanInline(m[1]) : null };
    },
  },
  {
    name: 'lever',
    host: /(^|\.)lever\.co$/,
    markers: ['.posting-headline'],
    title: ['.posting-headline h2', '.posting-header h2'],
    location: ['.posting-categories .location', '.posting-category.location', '.sort-by-location'],
    employmentType: ['.posting-categories .commitment', '.sort-by-commitment'],
    salary: ['[data-qa="salary-range"]', '.posting-salary'],
    description: ['.posting-page [data-qa="job-description"], .posting-page .section.page-centered:not(.last-section-apply):not(.posting-header)', '.content .section-wrapper'],
    extra: (doc) => {
      const alt = doc.querySelector('.main-header-logo img')?.getAttribute('alt');
      return { company: cleanInline(alt?.replace(/\s+logo$/i, '')) ?? companyFromTitleBefore(doc, /\s+-\s+/) };
    },
  },
  {
    name: 'ashby',
    host: /(^|\.)ashbyhq\.com$/,
    markers: ['[class*="ashby-job-posting-heading"]'],
    title: ['[class*="ashby-job-posting-heading"]', 'h1'],
    location: ['[class*="_section_"] [class*="_location"]'],
    description: ['[class*="_descriptionText"]', '#overview'],
  },
  {
    name: 'workday',
    host: /(^|\.)myworkdayjobs\.com$/,
    markers: ['[data-automation-id="jobPostingDescription"]'],
    title: ['[data-automation-id="jobPostingHeader"]', 'h2[data-automation-id="jobPostingHeader"]'],
    location: ['[data-automation-id="locations"] dd', '[data-automation-id="locations"]'],
    employmentType: ['[data-automation-id="time"] dd', '[data-automation-id="time"]'],
    description: ['[data-automation-id="jobPostingDescription"]'],
  },
  {
    name: 'linkedin',
    host: /(^|\.)linkedin\.com$/,
    markers: ['.top-card-layout__title', '.job-details-jobs-unified-top-card__job-title'],
    title: ['.job-details-jobs-unified-top-card__job-title', '.jobs-unified-top-card__job-title', '.top-card-layout__title', '.topcard__title'],
    company: ['.job-details-jobs-unified-top-card__company-name', '.jobs-unified-top-card__company-name', '.topcard__org-name-link', '.top-card-layout__second-subline .topcard__flavor'],
    location: ['.job-details-jobs-unified-top-card__primary-description-container .tvm__text', '.jobs-unified-top-card__bullet', '.topcard__flavor--bullet'],
    salary: ['.salary.compensation__salary', '.compensation__salary'],
    description: ['#job-details', '.jobs-description__content', '.jobs-box__html-content', '.show-more-less-html__markup', '.description__text'],
    extra: (doc) => ({ employmentType: linkedInCriteria(doc, /employment type/i) }),
  },
  {
    name: 'indeed',
    host: /(^|\.)indeed\.[a-z.]+$/,
    markers: ['#jobDescriptionText'],
    title: ['[data-testid="jobsearch-JobInfoHeader-title"]', 'h1.jobsearch-JobInfoHeader-title', '.jobsearch-JobInfoHeader-title'],
    company: ['[data-testid="inlineHeader-companyName"]', '[data-company-name="true"]', '.jobsearch-CompanyInfoContainer a'],
    location: ['[data-testid="inlineHeader-companyLocation"]', '[data-testid="job-location"]', '[data-testid="jobsearch-JobInfoHeader-companyLocation"]'],
    salary: ['#salaryInfoAndJobType > span:first-child', '[data-testid="jobsearch-OtherJobDetailsContainer"] [data-testid*="salary"]'],
    employmentType: ['#salaryInfoAndJobType > span:last-child:not(:first-child)'],
    description: ['#jobDescriptionText', '[data-testid="jobsearch-JobComponent-description"]'],
    cleanTitle: (title) => title.replace(/\s*-\s*job post$/i, ''),
  },
  {
    name: 'smartrecruiters',
    host: /(^|\.)smartrecruiters\.com$/,
    markers: ['.job-sections'],
    title: ['h1.job-title', '[itemprop="title"]'],
    company: ['[itemprop="hiringOrganization"] [itemprop="name"]', '.company-name'],
    location: ['[itemprop="jobLocation"]', '.job-location'],
    employmentType: ['[itemprop="employmentType"]'],
    description: ['[itemprop="description"]', '.job-sections', '#st-jobDescription'],
  },
  {
    name: 'workable',
    host: /(^|\.)workable\.com$/,
    markers: ['[data-ui="job-description"]'],
    title: ['[data-ui="job-title"]', 'h1'],
    company: ['[data-ui="company-name"]'],
    location: ['[data-ui="job-location"]'],
    employmentType: ['[data-ui="job-type"]'],
    description: ['[data-ui="job-description"], [data-ui="job-requirements"], [data-ui="job-benefits"]'],
  },
  {
    // schema.org microdata (itemprop) on any site: structured, so read before plain text.
    name: 'microdata',
    host: /^$/,
    markers: ['[itemtype*="schema.org/JobPosting" i]'],
    title: ['[itemtype*="schema.org/JobPosting" i] [itemprop="title"]'],
    company: ['[itemprop="hiringOrganization"] [itemprop="name"]', '[itemprop="hiringOrganization"]'],
    location: ['[itemprop="jobLocation"]'],
    employmentType: ['[itemprop="employmentType"]'],
    salary: ['[itemprop="baseSalary"]'],
    description: ['[itemtype*="schema.org/JobPosting" i] [itemprop="description"]'],
  },
];
