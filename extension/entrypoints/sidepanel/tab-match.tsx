import { useQuery } from '@tanstack/react-query';
import { Loader2, RefreshCw } from 'lucide-react';
import type { ApiClient } from '@common/api/api-client';
import { errorText } from '@common/api/api-error';
import type { Notify } from '@common/react/notify';
import { Button } from '@common/react/ui/button';
import { LetterForPosting } from '../../components/letter-for-posting';
import { MatchReport } from '../../components/match-report';
import { matchTab } from '../../lib/job-match';
import { isUnreachable, unreachableText } from '../../lib/unreachable';
import type { TargetTab } from '../../lib/target-tab';

interface TabMatchProps {
  client: ApiClient;
  tab: TargetTab;
  resumeId: string;
  apiKeyConfigured: boolean;
  notify: Notify;
}

/** The match for one page: checked once the page has loaded, kept while the user comes back to it. */
export function TabMatch({ client, tab, resumeId, apiKeyConfigured, notify }: TabMatchProps) {
  const loaded = tab.status === 'complete';
  const match = useQuery({
    queryKey: [client.baseUrl, '/api/job-match', tab.id, tab.url, resumeId],
    queryFn: ({ signal }) => matchTab(client, tab, signal),
    enabled: loaded,
  });

  return (
    <div className="space-y-4">
      <p className="truncate text-xs text-slate-600" title={tab.url}>
        {tab.title || tab.url}
      </p>
      {!loaded || match.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Checking your resume against this job...
        </p>
      ) : match.isError ? (
        <div role="alert" className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-950">
          <p>{isUnreachable(match.error) ? unreachableText(client.baseUrl) : `Could not check this page: ${errorText(match.error)}`}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void match.refetch()}>
            <RefreshCw aria-hidden />
            Try again
          </Button>
        </div>
      ) : (
        <>
          <MatchReport result={match.data} />
          <LetterForPosting key={match.data.jobPosting.id} client={client} resumeId={resumeId} jobPostingId={match.data.jobPosting.id} apiKeyConfigured={apiKeyConfigured} notify={notify} />
        </>
      )}
    </div>
  );
}
