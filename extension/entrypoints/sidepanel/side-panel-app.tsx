import { Settings } from 'lucide-react';
import { useMemo } from 'react';
import { browser } from 'wxt/browser';
import { createApiClient, type ApiClient } from '@common/api/api-client';
import type { Notify } from '@common/react/notify';
import { Button } from '@common/react/ui/button';
import { AccountGate } from '../../components/account-gate';
import { BrandHeader } from '../../components/brand-header';
import { NoticeArea, useNotices } from '../../components/notices';
import { ResumeStatus } from '@common/react/resume-status';
import { UploadInApp } from '../../components/upload-in-app';
import type { Account } from '../../components/use-account';
import { useAccount } from '../../components/use-account';
import { useExtensionSettings } from '../../components/use-extension-settings';
import { useTargetTab } from '../../components/use-target-tab';
import { isWebPage, type TargetTab } from '../../lib/target-tab';
import { TabMatch } from './tab-match';

const openOptions = () => void browser.runtime.openOptionsPage();

/** The side panel: the ATS check of the current resume against the job in the tab the user is on. */
export function SidePanelApp() {
  const settings = useExtensionSettings();
  const { tab } = useTargetTab({ follow: true });
  const client = useMemo(() => (settings ? createApiClient({ baseUrl: settings.apiUrl }) : null), [settings]);
  const { notice, notify, dismiss } = useNotices();

  return (
    <div className="space-y-4 p-4 pb-24">
      <BrandHeader subtitle="ATS check for the job on this page">
        <Button type="button" variant="ghost" size="icon" onClick={openOptions} aria-label="Extension options" title="Extension options">
          <Settings aria-hidden />
        </Button>
      </BrandHeader>
      <main className="space-y-4">
        {client && settings && tab !== undefined && <PanelBody client={client} apiUrl={settings.apiUrl} tab={tab} notify={notify} />}
      </main>
      <NoticeArea notice={notice} onDismiss={dismiss} />
    </div>
  );
}

function PanelBody({ client, apiUrl, tab, notify }: { client: ApiClient; apiUrl: string; tab: TargetTab | null; notify: Notify }) {
  const account = useAccount(client);
  return (
    <AccountGate account={account} apiUrl={apiUrl}>
      {(signedIn) => <JobCheck client={client} tab={tab} account={signedIn} notify={notify} />}
    </AccountGate>
  );
}

interface JobCheckProps {
  client: ApiClient;
  tab: TargetTab | null;
  account: Extract<Account, { status: 'signed-in' }>;
  notify: Notify;
}

function JobCheck({ client, tab, account, notify }: JobCheckProps) {
  if (!tab || !isWebPage(tab.url)) {
    return <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">Open a job posting in this window to see how your resume matches it.</p>;
  }
  if (!account.resume) return <ResumeStatus resume={account.resume} isLoading={account.resume === undefined} uploadAction={<UploadInApp />} />;
  return <TabMatch key={`${tab.id} ${tab.url}`} client={client} tab={tab} resumeId={account.resume.id} apiKeyConfigured={account.apiKeyConfigured} notify={notify} />;
}
