import { describe, expect, it, vi } from 'vitest';
import type { PageCapture } from './page-capture';
import { pageHtmlFor } from './page-html';
import type { TargetTab } from './target-tab';

const tab: TargetTab = { id: 4, windowId: 1, url: 'https://jobs.example.com/1#top', title: 'Job', status: 'complete' };
const page: PageCapture = { url: 'https://jobs.example.com/1', title: 'Job', html: '<html><body>Job</body></html>', htmlLength: 30, jsonLd: [] };

describe('pageHtmlFor', () => {
  it("when the address is the tab's page, then the tab's HTML is sent", async () => {
    const capture = vi.fn(async () => page);
    expect(await pageHtmlFor(tab, 'https://jobs.example.com/1', capture)).toBe(page.html);
    expect(capture).toHaveBeenCalledWith(4);
  });

  it('when the user typed another address, then no HTML is sent and the tab is not read', async () => {
    const capture = vi.fn(async () => page);
    expect(await pageHtmlFor(tab, 'https://jobs.example.com/2', capture)).toBeUndefined();
    expect(capture).not.toHaveBeenCalled();
  });

  it('when the tab navigated away before it was read, then its HTML is not sent for the old address', async () => {
    const capture = vi.fn(async () => ({ ...page, url: 'https://jobs.example.com/other' }));
    expect(await pageHtmlFor(tab, 'https://jobs.example.com/1', capture)).toBeUndefined();
  });

  it('when the page cannot be read, then the server is left to fetch the address', async () => {
    const capture = vi.fn(async () => Promise.reject(new Error('This page could not be read')));
    expect(await pageHtmlFor(tab, 'https://jobs.example.com/1', capture)).toBeUndefined();
  });

  it('when there is no web page in the tab, then nothing is read', async () => {
    const capture = vi.fn(async () => page);
    expect(await pageHtmlFor({ ...tab, url: 'chrome://newtab/' }, 'chrome://newtab/', capture)).toBeUndefined();
    expect(await pageHtmlFor(null, 'https://jobs.example.com/1', capture)).toBeUndefined();
    expect(capture).not.toHaveBeenCalled();
  });
});
