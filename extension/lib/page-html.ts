import { sendMessage } from './messages';
import { composePageHtml, type PageCapture } from './page-capture';
import { isSamePage, isWebPage, type TargetTab } from './target-tab';

type Capture = (tabId: number) => Promise<PageCapture>;
const captureThroughBackground: Capture = (tabId) => sendMessage('capturePage', { tabId });

/**
 * The HTML to send with an extract request for `url`: the target tab's page when `url` is that
 * page (the user may have typed another address), else undefined and the server fetches the
 * address itself. A page that cannot be read is also left to the server.
 */
export async function pageHtmlFor(tab: TargetTab | null, url: string, capture: Capture = captureThroughBackground): Promise<string | undefined> {
  if (!tab || !isWebPage(tab.url) || !isSamePage(tab.url, url)) return undefined;
  try {
    const page = await capture(tab.id);
    // The tab may have moved on since the popup opened.
    if (!isSamePage(page.url, url)) return undefined;
    return composePageHtml(page);
  } catch {
    return undefined;
  }
}
