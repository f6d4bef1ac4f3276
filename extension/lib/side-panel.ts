import { browser } from 'wxt/browser';

type ChromeSidePanel = { open(options: { windowId: number }): Promise<void> };
type FirefoxSidebar = { open(): Promise<void> };

/**
 * Opens the side panel (Chrome) or sidebar (Firefox) of a window. Browsers accept this only
 * during a user gesture: call it straight from the click handler, before any await.
 */
export function openSidePanel(windowId: number): Promise<void> {
  const sidePanel = (globalThis as { chrome?: { sidePanel?: ChromeSidePanel } }).chrome?.sidePanel;
  if (sidePanel) return sidePanel.open({ windowId });
  const sidebar = (browser as unknown as { sidebarAction?: FirefoxSidebar }).sidebarAction;
  if (sidebar) return sidebar.open();
  return Promise.reject(new Error('This browser has no side panel'));
}
