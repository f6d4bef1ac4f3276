import { defineBackground } from 'wxt/utils/define-background';
import { handleMessages } from '../lib/messages';
import { openAppPage } from '../lib/open-app-page';
import { captureTab } from '../lib/page-capture';

/** Only wiring: the protocol's messages to the functions that do the work. */
export default defineBackground(() => {
  handleMessages({
    capturePage: ({ tabId }) => captureTab(tabId),
    openAppPage: ({ path }) => openAppPage(path),
  });
});
