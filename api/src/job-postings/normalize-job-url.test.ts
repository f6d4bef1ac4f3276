import { describe, expect, it } from 'vitest';
import { normalizeJobUrl } from './normalize-job-url';

describe('normalizeJobUrl', () => {
  it('lower-cases the host and drops the fragment, tracking parameters and the trailing slash', () => {
    expect(normalizeJobUrl('https://Jobs.Lever.CO/Acme/abc/?utm_source=li&utm_campaign=x&lever-source=LinkedIn#apply')).toBe('https://jobs.lever.co/Acme/abc');
    expect(normalizeJobUrl('https://boards.greenhouse.io/acme/jobs/1?gh_src=abc&ref=hn&source=twitter')).toBe('https://boards.greenhouse.io/acme/jobs/1');
  });

  it('keeps the parameters that name the job, sorted', () => {
    expect(normalizeJobUrl('https://acme.example/careers?gh_jid=42&utm_medium=x')).toBe('https://acme.example/careers?gh_jid=42');
    expect(normalizeJobUrl('https://www.indeed.com/viewjob?jk=abc&from=serp&vjs=3')).toBe('https://www.indeed.com/viewjob?from=serp&jk=abc&vjs=3');
    expect(normalizeJobUrl('https://www.linkedin.com/jobs/view/3901/?trackingId=x&refId=y&trk=z')).toBe('https://www.linkedin.com/jobs/view/3901');
  });

  it('gives the same key for the same job reached different ways', () => {
    const a = normalizeJobUrl('HTTPS://EXAMPLE.com:443/jobs/7/?utm_source=a#top');
    const b = normalizeJobUrl('https://example.com/jobs/7');
    expect(a).toBe(b);
  });

  it('keeps the root path and drops credentials', () => {
    expect(normalizeJobUrl('https://user:pw@example.com/')).toBe('https://example.com/');
  });

  it('refuses what is not an http(s) address with a 400', () => {
    expect(() => normalizeJobUrl('nope')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => normalizeJobUrl('file:///etc/passwd')).toThrow(expect.objectContaining({ status: 400 }));
  });
});
