import { useEffect, useRef, useState } from 'react';
import { browser } from 'wxt/browser';
import { findTargetTab, followActiveTab, type TargetTab } from '../lib/target-tab';

export interface TargetTabState {
  /** Undefined while it is being found; null when there is none. */
  tab: TargetTab | null | undefined;
}

/**
 * The tab the page works on (?tabId= or the active tab). With follow, the tab the user
 * switches to in the same window becomes the target, and its navigations are tracked.
 */
export function useTargetTab({ follow }: { follow: boolean }): TargetTabState {
  const [tab, setTab] = useState<TargetTab | null>();
  const shown = useRef<TargetTab | null>(null);

  useEffect(() => {
    let live = true;
    let stop = () => {};
    const show = (next: TargetTab | null) => {
      shown.current = next;
      if (live) setTab(next);
    };
    (async () => {
      const found = await findTargetTab(location.search).catch(() => null);
      show(found);
      if (!follow || !live) return;
      // Opened as a tab (tests), the page must not follow itself; in a real panel this is undefined.
      const own = await browser.tabs.getCurrent().catch(() => undefined);
      const windowId = found?.windowId ?? (await browser.windows.getCurrent()).id;
      if (!live || windowId === undefined) return;
      stop = followActiveTab({ windowId, ownTabId: own?.id, current: () => shown.current, onChange: show });
    })();
    return () => {
      live = false;
      stop();
    };
  }, [follow]);

  return { tab };
}
