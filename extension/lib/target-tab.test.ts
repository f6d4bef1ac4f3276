import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { findTargetTab, followActiveTab, isSamePage, isWebPage, type TargetTab } from './target-tab';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('findTargetTab', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('when the page names a tab, then that tab is the target, not the active one', async () => {
    const job = await fakeBrowser.tabs.create({ url: 'https://jobs.example.com/1', active: false });
    await fakeBrowser.tabs.create({ url: 'chrome-extension://id/popup.html', active: true });
    const target = await findTargetTab(`?tabId=${job.id}`);
    expect(target).toMatchObject({ id: job.id, url: 'https://jobs.example.com/1' });
  });

  it('when no tab is named, then the active tab of the current window is the target', async () => {
    const active = await fakeBrowser.tabs.create({ url: 'https://jobs.example.com/2' });
    // The fake browser cannot mark a created tab active: answer the query as the browser would.
    const query = vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ ...active, active: true }]);
    expect(await findTargetTab('')).toMatchObject({ id: active.id, url: 'https://jobs.example.com/2' });
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
  });

  it.each(['?tabId=abc', '?tabId=-1', '?tabId=99999'])('when the named tab is %s, then there is no target', async (search) => {
    expect(await findTargetTab(search)).toBeNull();
  });
});

describe('followActiveTab', () => {
  let stop: () => void = () => {};
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => stop());

  it('when the user switches tabs in the window, then the new tab becomes the target; the own tab and other windows do not', async () => {
    const first = await fakeBrowser.tabs.create({ url: 'https://jobs.example.com/1', active: true });
    const second = await fakeBrowser.tabs.create({ url: 'https://jobs.example.com/2', active: false });
    const own = await fakeBrowser.tabs.create({ url: 'chrome-extension://id/sidepanel.html', active: false });
    const windowId = first.windowId!;
    let shown: TargetTab | null = { id: first.id!, windowId, url: first.url!, title: '', status: 'complete' };
    const seen: string[] = [];
    stop = followActiveTab({ windowId, ownTabId: own.id, current: () => shown, onChange: (tab) => ((shown = tab), seen.push(tab.url)) });

    await fakeBrowser.tabs.onActivated.trigger({ tabId: second.id!, windowId });
    await settle();
    await fakeBrowser.tabs.onActivated.trigger({ tabId: own.id!, windowId });
    await fakeBrowser.tabs.onActivated.trigger({ tabId: first.id!, windowId: windowId + 1 });
    await settle();
    expect(seen).toEqual(['https://jobs.example.com/2']);
    expect(shown?.id).toBe(second.id);
  });

  it("when the target navigates, then its new address and loading state are passed on; other tabs' navigations are not", async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://jobs.example.com/1', active: true });
    const other = await fakeBrowser.tabs.create({ url: 'https://news.example.com', active: false });
    let shown: TargetTab | null = { id: tab.id!, windowId: tab.windowId!, url: tab.url!, title: '', status: 'complete' };
    const seen: Array<[string, string]> = [];
    stop = followActiveTab({ windowId: tab.windowId!, current: () => shown, onChange: (t) => ((shown = t), seen.push([t.url, t.status])) });

    await fakeBrowser.tabs.onUpdated.trigger(other.id!, { url: 'https://news.example.com/2' }, { ...other, url: 'https://news.example.com/2' });
    await fakeBrowser.tabs.onUpdated.trigger(tab.id!, { status: 'loading', url: 'https://jobs.example.com/9' }, { ...tab, status: 'loading', url: 'https://jobs.example.com/9' });
    await fakeBrowser.tabs.onUpdated.trigger(tab.id!, { status: 'complete' }, { ...tab, status: 'complete', url: 'https://jobs.example.com/9', title: 'Job 9' });
    expect(seen).toEqual([
      ['https://jobs.example.com/9', 'loading'],
      ['https://jobs.example.com/9', 'complete'],
    ]);
    expect(shown?.title).toBe('Job 9');
  });

  it('when unsubscribed, then switches are no longer followed', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://jobs.example.com/1', active: true });
    const seen: number[] = [];
    followActiveTab({ windowId: tab.windowId!, current: () => null, onChange: (t) => seen.push(t.id) })();
    await fakeBrowser.tabs.onActivated.trigger({ tabId: tab.id!, windowId: tab.windowId! });
    await settle();
    expect(seen).toEqual([]);
  });
});

describe('page helpers', () => {
  it('only http(s) pages can hold a job posting', () => {
    expect(isWebPage('https://jobs.example.com/1')).toBe(true);
    expect(isWebPage('http://127.0.0.1:4000/job')).toBe(true);
    expect(isWebPage('chrome://newtab/')).toBe(false);
    expect(isWebPage('chrome-extension://id/popup.html')).toBe(false);
    expect(isWebPage('')).toBe(false);
  });

  it('the same page ignores the fragment and a trailing slash, not the query', () => {
    expect(isSamePage('https://jobs.example.com/1#apply', ' https://jobs.example.com/1/ ')).toBe(true);
    expect(isSamePage('https://jobs.example.com/1?id=2', 'https://jobs.example.com/1?id=3')).toBe(false);
    expect(isSamePage('https://jobs.example.com/1', 'https://jobs.example.com/2')).toBe(false);
  });
});
