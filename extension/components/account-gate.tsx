import { Loader2, LogIn, RefreshCw, ServerOff, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { browser } from 'wxt/browser';
import { Button } from '@common/react/ui/button';
import { sendMessage } from '../lib/messages';
import { unreachableText } from '../lib/unreachable';
import type { Account } from './use-account';

type SignedIn = Extract<Account, { status: 'signed-in' }>;

interface AccountGateProps {
  account: Account & { retry: () => void };
  apiUrl: string;
  children: (account: SignedIn) => ReactNode;
}

const openOptions = () => void browser.runtime.openOptionsPage();

/** Shows its children to a signed-in user; otherwise how to sign in, or that the API cannot be reached (naming the address). */
export function AccountGate({ account, apiUrl, children }: AccountGateProps) {
  if (account.status === 'signed-in') return <>{children(account)}</>;
  if (account.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-700">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Connecting to {apiUrl}...
      </p>
    );
  }
  if (account.status === 'signed-out') {
    return (
      <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4">
        <p className="text-sm text-slate-800">
          Sign in to Smart Cover Letter at <span className="font-medium">{apiUrl}</span> to use the extension.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => void sendMessage('openAppPage', { path: '/api/login' })}>
            <LogIn aria-hidden />
            Sign in
          </Button>
          <Button type="button" variant="outline" onClick={account.retry}>
            <RefreshCw aria-hidden />
            I have signed in
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="space-y-3 rounded-md border border-red-200 bg-red-50 p-4">
      <p className="flex items-start gap-2 text-sm text-red-950">
        <ServerOff className="mt-0.5 size-4 shrink-0" aria-hidden />
        {account.status === 'unreachable' ? unreachableText(apiUrl) : `The API at ${apiUrl} answered with an error: ${account.message}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={account.retry}>
          <RefreshCw aria-hidden />
          Try again
        </Button>
        <Button type="button" variant="outline" onClick={openOptions}>
          <Settings aria-hidden />
          Change address
        </Button>
      </div>
    </div>
  );
}
