import { ExternalLink, PanelRight, Settings } from 'lucide-react';
import { useMemo } from 'react';
import { browser } from 'wxt/browser';
import { createApiClient, type ApiClient } from '@common/api/api-client';
import { GeneratorCard } from '@common/react/generator-card';
import { Button } from '@common/react/ui/button';
import { AccountGate } from '../../components/account-gate';
import { ApiStatus } from '@common/react/api-status';
import { BrandHeader } from '../../components/brand-header';
import { NoticeArea, useNotices } from '../../components/notices';
import { ResumeStatus } from '@common/react/resume-status';
import { UploadInApp } from '../../components/upload-in-app';
import { useAccount } from '../../components/use-account';
import { useExtensionSettings } from '../../components/use-extension-settings';
import { useTargetTab } from '../../components/use-target-tab';
import { sendMessage } from '../../lib/messages';
import { pageHtmlFor } from '../../lib/page-html';
import { openSidePanel } from '../../lib/side-panel';
import { isWebPage, type TargetTab } from '../../lib/target-tab';

const openTab = (url: string) => void browser.tabs.create({ url });
const openOptions = () => void browser.runtime.openOptionsPage();

/** The popup: the main screen's generator for the page in the active tab. */
export function PopupApp() {
  const settings = useExtensionSettings();
  const { tab } = useTargetTab({ follow: false });
  const client = useMemo(() => (settings ? createApiClient({ baseUrl: settings.apiUrl }) : null), [settings]);
  const { notice, notify, dismiss } = useNotices();

  return (
    <div className="space-y-4 p-4 pb-24">
      <BrandHeader subtitle="Generate personalized cover letters">
        <Button type="button" variant="ghost" size="icon" onClick={openOptions} aria-label="Extension options" title="Extension options">
          <Settings aria-hidden />
        </Button>
      </BrandHeader>
      <main className="space-y-4">
        {client && settings && tab !== undefined && <PopupBody client={client} apiUrl={settings.apiUrl} tab={tab} notify={notify} />}
      </main>
      <NoticeArea notice={notice} onDismiss={dismiss} />
    </div>
  );
}

interface PopupBodyProps {
  client: ApiClient;
  apiUrl: string;
  tab: TargetTab | null;
  notify: ReturnType<typeof useNotices>['notify'];
}

function PopupBody({ client, apiUrl, tab, notify }: PopupBodyProps) {
  const account = useAccount(client);
  const pageUrl = tab && isWebPage(tab.url) ? tab.url : '';

  return (
    <>
      <AccountGate account={account} apiUrl={apiUrl}>
        {({ resume, apiKeyConfigured }) => (
          <>
            <ResumeStatus resume={resume} isLoading={resume === undefined} uploadAction={<UploadInApp />} />
            <GeneratorCard
              client={client}
              resume={resume}
              apiKeyConfigured={apiKeyConfigured}
              notify={notify}
              initialUrl={pageUrl}
              getPageHtml={(url) => pageHtmlFor(tab, url)}
              openUrl={openTab}
            />
            <ApiStatus connected={apiKeyConfigured} />
          </>
        )}
      </AccountGate>
      <footer className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
        <Button type="button" variant="outline" size="sm" onClick={() => void sendMessage('openAppPage', { path: '/' })}>
          <ExternalLink aria-hidden />
          Open the full app
        </Button>
        {tab && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            // Straight from the click: the browser opens a side panel only during a user gesture.
            onClick={() => openSidePanel(tab.windowId).catch((error: Error) => notify({ title: 'Could not open the side panel', description: error.message, variant: 'destructive' }))}
          >
            <PanelRight aria-hidden />
            ATS check in side panel
          </Button>
        )}
      </footer>
    </>
  );
}
