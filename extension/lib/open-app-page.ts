import { browser } from 'wxt/browser';
import type { AppPath } from './messages';
import { loadSettings } from './settings-storage';

/** Opens a page of the web app (sign-in, the app itself) at the configured address in a new tab. */
export async function openAppPage(path: AppPath): Promise<void> {
  const { apiUrl } = await loadSettings();
  await browser.tabs.create({ url: `${apiUrl}${path}`, active: true });
}
