import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ApiClient } from '../api/api-client';
import { errorText } from '../api/api-error';
import { streamCoverLetter } from '../api/cover-letters';
import { extractJobPosting } from '../api/job-postings';
import { optimizeForJob } from '../api/optimizer';
import type { JobPosting } from '../contract/job-postings';
import type { OptimizeForJobResponse } from '../contract/optimizer';
import type { Notify } from './notify';

export interface GenerateInput {
  url: string;
  resumeId: string;
  optimize: boolean;
  /** The page's HTML when the caller has it (the extension), so the server need not fetch. */
  html?: string;
}

/** Title used for the optimize step when the posting has none (SPEC section 4). */
const FALLBACK_JOB_TITLE = 'Target Position';

/**
 * The generate flow of SPEC section 4: extract the posting, then write the letter (streamed)
 * and, when asked, optimize the resume in parallel. Any error stops the flow with a toast.
 * Needs a QueryClientProvider above it (the three calls are mutations whose pending flags drive the busy state).
 */
export function useGenerateFlow(client: ApiClient, notify: Notify) {
  const [letterText, setLetterText] = useState('');
  const [letterDone, setLetterDone] = useState(false);
  const [optimized, setOptimized] = useState<OptimizeForJobResponse | null>(null);
  const [posting, setPosting] = useState<JobPosting | null>(null);
  const run = useRef(0);

  const extract = useMutation({
    mutationFn: (input: { url: string; html?: string }) => extractJobPosting(client, input),
  });
  const letter = useMutation({
    mutationFn: (input: { resumeId: string; jobPostingId: string; runId: number }) =>
      streamCoverLetter(client, { resumeId: input.resumeId, jobPostingId: input.jobPostingId }, (text) => {
        if (run.current === input.runId) setLetterText((previous) => previous + text);
      }),
  });
  const optimize = useMutation({
    mutationFn: (input: { resumeId: string; targetJobTitle: string; jobDescription?: string }) => optimizeForJob(client, input),
  });

  async function generate({ url, resumeId, optimize: withOptimize, html }: GenerateInput) {
    const runId = ++run.current;
    setLetterText('');
    setLetterDone(false);
    setOptimized(null);
    setPosting(null);

    let jobPosting: JobPosting;
    try {
      jobPosting = (await extract.mutateAsync({ url: url.trim(), ...(html ? { html } : {}) })).jobPosting;
    } catch (error) {
      notify({ title: 'Failed to extract job posting', description: errorText(error), variant: 'destructive' });
      return;
    }
    if (run.current !== runId) return;
    setPosting(jobPosting);
    notify({ title: 'Job posting extracted successfully', description: `Found job at ${jobPosting.company || 'company'}` });

    const writing = letter.mutateAsync({ resumeId, jobPostingId: jobPosting.id, runId }).then(
      ({ response }) => {
        if (run.current !== runId) return;
        // The stored letter is the truth: replace the streamed text with it.
        setLetterText(response.content);
        setLetterDone(true);
        notify({ title: 'Cover letter generated successfully', description: `Generated ${response.wordCount} words` });
      },
      (error: unknown) => {
        if (run.current !== runId) return;
        setLetterText('');
        notify({ title: 'Failed to generate cover letter', description: errorText(error), variant: 'destructive' });
      },
    );
    const tailoring = withOptimize
      ? optimize
          .mutateAsync({
            resumeId,
            targetJobTitle: jobPosting.title.trim() || FALLBACK_JOB_TITLE,
            ...(jobPosting.description.trim() ? { jobDescription: jobPosting.description.trim() } : {}),
          })
          .then(
            (result) => {
              if (run.current !== runId) return;
              setOptimized(result);
              notify({ title: 'Resume optimized successfully', description: `Enhanced with ${result.keywordMatches.length} relevant keywords` });
            },
            (error: unknown) => {
              if (run.current !== runId) return;
              notify({ title: 'Failed to optimize resume', description: errorText(error), variant: 'destructive' });
            },
          )
      : Promise.resolve();
    await Promise.all([writing, tailoring]);
  }

  return {
    generate,
    posting,
    letterText,
    letterDone,
    optimized,
    isExtracting: extract.isPending,
    isWriting: letter.isPending,
    isOptimizing: optimize.isPending,
    isPending: extract.isPending || letter.isPending || optimize.isPending,
  };
}
