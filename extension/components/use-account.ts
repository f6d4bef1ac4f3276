import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@common/api/api-client';
import { errorText } from '@common/api/api-error';
import { getAuthUser } from '@common/api/auth';
import { getCurrentResume } from '@common/api/resumes';
import { getSettings } from '@common/api/settings';
import type { AuthUser } from '@common/contract/auth';
import type { Resume } from '@common/contract/resumes';
import { MASKED_KEY } from '@common/contract/settings';
import { isUnreachable } from '../lib/unreachable';

export type Account =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'unreachable' }
  | { status: 'failed'; message: string }
  | {
      status: 'signed-in';
      user: AuthUser;
      /** Undefined while it loads, null when there is none. */
      resume: Resume | null | undefined;
      /** Whether an AI-provider key is stored (the main screen's 'API Connected'). */
      apiKeyConfigured: boolean;
    };

/** The signed-in user, their current resume and whether their AI key is set, from the configured API. */
export function useAccount(client: ApiClient): Account & { retry: () => void } {
  const base = client.baseUrl;
  const auth = useQuery({ queryKey: [base, '/api/auth/user'], queryFn: () => getAuthUser(client) });
  const signedIn = Boolean(auth.data);
  const resume = useQuery({ queryKey: [base, '/api/resumes/current'], queryFn: () => getCurrentResume(client), enabled: signedIn });
  const settings = useQuery({ queryKey: [base, '/api/settings'], queryFn: () => getSettings(client), enabled: signedIn });
  const retry = () => {
    void auth.refetch();
  };

  if (auth.isPending) return { status: 'loading', retry };
  if (auth.isError) {
    return isUnreachable(auth.error) ? { status: 'unreachable', retry } : { status: 'failed', message: errorText(auth.error), retry };
  }
  if (!auth.data) return { status: 'signed-out', retry };
  const key = settings.data?.openaiApiKey;
  return {
    status: 'signed-in',
    user: auth.data,
    resume: resume.isPending ? undefined : resume.isError ? null : resume.data,
    apiKeyConfigured: typeof key === 'string' && (key === MASKED_KEY || key.trim() !== ''),
    retry,
  };
}
