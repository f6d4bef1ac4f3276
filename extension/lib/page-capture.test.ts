import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MAX_JOB_PAGE_HTML_CHARS } from '@common/contract/job-postings';
import { MAX_PAGE_BYTES, captureTab, composePageHtml, readPageInTab, type PageCapture } from './page-capture';

const posting = JSON.stringify({ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Staff Engineer', description: 'Build things' });
const jsonBytes = (text: string) => new TextEncoder().encode(JSON.stringify(text)).length;
const jobPostingsIn = (html: string) =>
  Array.from(parseHTML(html).document.querySelectorAll('script[type="application/ld+json"]'), (s) => JSON.parse(s.textContent ?? '') as { title: string });

describe('readPageInTab (runs in the page)', () => {
  afterEach(() => vi.unstubAllGlobals());

  function openPage(html: string, url: string) {
    const { document } = parseHTML(html);
    vi.stubGlobal('document', document);
    vi.stubGlobal('location', new URL(url));
  }

  it('when the page has JSON-LD, then its blocks, title, address and HTML are read', () => {
    openPage(
      `<html><head><title>Staff Engineer at Acme</title><script type="application/ld+json">${posting}</script></head><body><h1>Staff Engineer</h1><script>var x = 1</script></body></html>`,
      'https://jobs.example.com/1#apply',
    );
    const page = readPageInTab(1_000_000);
    expect(page.url).toBe('https://jobs.example.com/1#apply');
    expect(page.title).toBe('Staff Engineer at Acme');
    expect(page.jsonLd).toEqual([posting]);
    expect(page.html).toContain('<h1>Staff Engineer</h1>');
    expect(page.htmlLength).toBe(page.html.length);
  });

  it('when the page is larger than the cap, then the HTML is cut in the page and its full length reported', () => {
    openPage(`<html><body><p>${'x'.repeat(5000)}</p></body></html>`, 'https://jobs.example.com/2');
    const page = readPageInTab(1000);
    expect(page.html).toHaveLength(1000);
    expect(page.htmlLength).toBeGreaterThan(5000);
  });
});

describe('composePageHtml', () => {
  const page = (html: string, extra: Partial<PageCapture> = {}) => ({ html, htmlLength: html.length, jsonLd: [], ...extra });

  it('when the page fits, then it is sent unchanged', () => {
    const html = `<html><head><script type="application/ld+json">${posting}</script></head><body>Hello</body></html>`;
    expect(composePageHtml(page(html, { jsonLd: [posting] }))).toBe(html);
  });

  it('when the page is too large, then the JSON-LD from its end comes first and the whole fits the cap', () => {
    const body = `<p>${'Lorem ipsum dolor sit amet. '.repeat(50)}</p>`.repeat(20);
    const html = `<html><body>${body}<script type="application/ld+json">${posting}</script></body></html>`;
    const sent = composePageHtml(page(html, { jsonLd: [posting] }), 8_000);
    expect(jsonBytes(sent)).toBeLessThanOrEqual(8_000);
    expect(jsonBytes(sent)).toBeGreaterThan(7_000);
    expect(jobPostingsIn(sent).map((p) => p.title)).toEqual(['Staff Engineer']);
    expect(sent).toContain('<html><body><p>Lorem ipsum');
    // Cut after a tag, not inside one.
    expect(sent.endsWith('>')).toBe(true);
  });

  it('when the page was already cut in the tab, then it is treated as too large even if the cut fits', () => {
    const html = '<html><body><p>start of a long page</p>';
    const sent = composePageHtml({ html, htmlLength: 9_000_000, jsonLd: [posting] });
    expect(sent.startsWith(`<script type="application/ld+json">${posting}</script>`)).toBe(true);
    expect(sent).toContain(html);
  });

  it('when quotes and non-Latin text swell the JSON body, then the bytes on the wire still fit', () => {
    const html = `<html><body>${'<a class="x" title="日本語のテキスト">"引用"</a>'.repeat(2000)}</body></html>`;
    const sent = composePageHtml(page(html), 20_000);
    expect(jsonBytes(sent)).toBeLessThanOrEqual(20_000);
    expect(sent.length).toBeLessThan(html.length);
    expect(sent.endsWith('</a>')).toBe(true);
  });

  it('the default cap is the API limit on page HTML', () => {
    expect(MAX_PAGE_BYTES).toBe(MAX_JOB_PAGE_HTML_CHARS);
    const html = `<html><body>${'<div>job</div>'.repeat(500_000)}</body></html>`;
    const sent = composePageHtml(page(html));
    expect(jsonBytes(sent)).toBeLessThanOrEqual(MAX_JOB_PAGE_HTML_CHARS);
    expect(sent.length).toBeGreaterThan(MAX_JOB_PAGE_HTML_CHARS * 0.9);
  });
});

describe('captureTab', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  const capture: PageCapture = { url: 'https://jobs.example.com/1', title: 'Engineer', html: '<html></html>', htmlLength: 13, jsonLd: [] };

  it('when the tab answers, then its page is returned and the script ran in that tab with the cap', async () => {
    const executeScript = vi.fn(async () => [{ frameId: 0, result: capture }]);
    fakeBrowser.scripting.executeScript = executeScript as never;
    await expect(captureTab(12)).resolves.toEqual(capture);
    expect(executeScript).toHaveBeenCalledWith({ target: { tabId: 12 }, func: readPageInTab, args: [MAX_PAGE_BYTES] });
  });

  it('when the browser refuses the page, then the error says the page could not be read and why', async () => {
    fakeBrowser.scripting.executeScript = (async () => Promise.reject(new Error('Cannot access a chrome:// URL'))) as never;
    await expect(captureTab(3)).rejects.toThrow('This page could not be read: Cannot access a chrome:// URL');
  });

  it('when the page never answers, then the capture gives up after the timeout', async () => {
    fakeBrowser.scripting.executeScript = (() => new Promise(() => {})) as never;
    await expect(captureTab(3, 30)).rejects.toThrow('This page could not be read: The page did not answer in time');
  });

  it('when the script yields nothing, then the capture fails rather than sending an empty page', async () => {
    fakeBrowser.scripting.executeScript = (async () => [{ frameId: 0, result: null }]) as never;
    await expect(captureTab(3)).rejects.toThrow('The page gave nothing to read');
  });
});
