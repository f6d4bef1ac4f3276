import { browser } from 'wxt/browser';

/** The tab whose page the popup or side panel works on. */
export interface TargetTab {
  id: number;
  windowId: number;
  url: string;
  title: string;
  /** 'loading' while the page loads, 'complete' once it has. */
  status: string;
}

interface TabLike {
  id?: number;
  windowId?: number;
  url?: string;
  title?: string;
  status?: string;
}

const toTarget = (tab: TabLike | undefined): TargetTab | null =>
  tab?.id === undefined
    ? null
    : { id: tab.id, windowId: tab.windowId ?? -1, url: tab.url ?? '', title: tab.title ?? '', status: tab.status ?? 'complete' };

/**
 * The tab named by the page's ?tabId= (an extension page opened as a tab, in tests, would
 * otherwise find itself as the active tab), else the active tab of the current window.
 */
export async function findTargetTab(search: string): Promise<TargetTab | null> {
  const named = new URLSearchParams(search).get('tabId');
  if (named !== null) {
    const id = Number(named);
    if (!Number.isInteger(id) || id < 0) return null;
    return toTarget(await browser.tabs.get(id).catch(() => undefined));
  }
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  return toTarget(active);
}

/** Whether a page can hold a job posting the API can read (not a browser or extension page). */
export const isWebPage = (url: string) => /^https?:\/\//i.test(url);

/** Same page, ignoring the fragment (in-page anchors) and a trailing slash. */
export function isSamePage(a: string, b: string): boolean {
  const key = (value: string) => {
    try {
      const url = new URL(value.trim());
      url.hash = '';
      return url.href.replace(/\/$/, '');
    } catch {
      return value.trim();
    }
  };
  return key(a) === key(b);
}

export interface FollowOptions {
  /** Only switches in this window count (each window has its own side panel). */
  windowId: number;
  /** The page's own tab when it runs as a tab; switching to it is not a switch of target. */
  ownTabId?: number;
  /** The tab currently shown, to pass on its navigations. */
  current: () => TargetTab | null;
  onChange: (tab: TargetTab) => void;
}

/**
 * Follows the user: a tab activated in the window becomes the target, and the target's own
 * navigations and loading states are passed on. Returns the unsubscribe.
 */
export function followActiveTab({ windowId, ownTabId, current, onChange }: FollowOptions): () => void {
  const onActivated = (info: { tabId: number; windowId: number }) => {
    if (info.windowId !== windowId || info.tabId === ownTabId) return;
    browser.tabs.get(info.tabId).then(
      (tab) => {
        const target = toTarget(tab);
        if (target) onChange(target);
      },
      () => {}, // closed meanwhile: the next activation brings the new target
    );
  };
  const onUpdated = (tabId: number, change: { url?: string; title?: string; status?: string }, tab: TabLike) => {
    const shown = current();
    if (!shown || shown.id !== tabId) return;
    if (change.url === undefined && change.title === undefined && change.status === undefined) return;
    const target = toTarget({ ...shown, ...tab, id: tabId });
    if (target) onChange(target);
  };
  browser.tabs.onActivated.addListener(onActivated);
  browser.tabs.onUpdated.addListener(onUpdated);
  return () => {
    browser.tabs.onActivated.removeListener(onActivated);
    browser.tabs.onUpdated.removeListener(onUpdated);
  };
}
