import { ExternalLink, Loader2, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ApiClient } from '../api/api-client';
import type { Notify } from './notify';
import { ResultArea } from './result-area';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Switch } from './ui/switch';
import { useGenerateFlow } from './use-generate-flow';

export interface GeneratorCardProps {
  client: ApiClient;
  /** The current resume; undefined while it loads, null when there is none. */
  resume: { id: string } | null | undefined;
  /** Whether an AI-provider key is stored; generating without one only shows a toast. */
  apiKeyConfigured: boolean;
  notify: Notify;
  /** Prefills the URL field (the extension passes the active tab's address). */
  initialUrl?: string;
  /** Supplies the page's HTML for a URL when the caller can read it (the extension). */
  getPageHtml?: (url: string) => Promise<string | undefined>;
  openUrl?: (url: string) => void;
  writeClipboard?: (text: string) => Promise<void>;
}

export const JOB_URL_PLACEHOLDER = 'https://company.com/job-posting';

const defaultOpen = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');
const defaultClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * The cover-letter generator of the main screen and the extension popup: job URL, the
 * optimize switch, the Generate button with its busy states, and the results with Copy.
 * Render it inside a TanStack QueryClientProvider; its styles are Tailwind classes, so the
 * host's Tailwind build must scan common/src/react.
 */
export function GeneratorCard({
  client,
  resume,
  apiKeyConfigured,
  notify,
  initialUrl = '',
  getPageHtml,
  openUrl = defaultOpen,
  writeClipboard = defaultClipboard,
}: GeneratorCardProps) {
  const urlId = useId();
  const switchId = useId();
  const hintId = useId();
  const [url, setUrl] = useState(initialUrl);
  const [withOptimize, setWithOptimize] = useState(false);
  const flow = useGenerateFlow(client, notify);

  const trimmedUrl = url.trim();
  const canGenerate = Boolean(resume) && trimmedUrl !== '' && !flow.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!apiKeyConfigured) {
      notify({ title: 'OpenAI API key required', description: 'Please configure your OpenAI API key in settings', variant: 'destructive' });
      return;
    }
    if (!resume || !trimmedUrl || flow.isPending) return;
    const html = getPageHtml ? await getPageHtml(trimmedUrl).catch(() => undefined) : undefined;
    await flow.generate({ url: trimmedUrl, resumeId: resume.id, optimize: withOptimize, html });
  }

  const idleLabel = withOptimize ? 'Generate Cover Letter + Optimize Resume' : 'Generate Cover Letter';
  const busyLabel = withOptimize ? 'Generating cover letter & optimizing resume...' : 'Generating cover letter...';
  const step = flow.isExtracting
    ? 'Reading the job posting...'
    : flow.isWriting && flow.isOptimizing
      ? 'Writing your cover letter and tailoring your resume...'
      : flow.isWriting
        ? 'Writing your cover letter...'
        : flow.isOptimizing
          ? 'Tailoring your resume to the job...'
          : '';

  return (
    <div className="space-y-5">
      <form className="space-y-5" onSubmit={onSubmit} noValidate>
        <div className="space-y-2">
          <Label htmlFor={urlId}>Job Posting URL</Label>
          <div className="flex gap-2">
            <Input
              id={urlId}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={JOB_URL_PLACEHOLDER}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              disabled={flow.isPending}
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Open job posting in a new tab"
              title="Open job posting in a new tab"
              disabled={!trimmedUrl}
              onClick={() => openUrl(trimmedUrl)}
            >
              <ExternalLink aria-hidden />
            </Button>
          </div>
        </div>

        <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
          <div className="flex items-start justify-between gap-3">
            <div className="space-y-1">
              <Label htmlFor={switchId}>Also optimize resume for this job</Label>
              <p id={hintId} className="text-xs text-slate-600">
                Generate a customized resume alongside your cover letter
              </p>
            </div>
            <Switch
              id={switchId}
              checked={withOptimize}
              onCheckedChange={setWithOptimize}
              disabled={flow.isPending}
              aria-describedby={hintId}
            />
          </div>
          {withOptimize && (
            <p className="flex items-center gap-1 text-xs font-medium text-blue-800">
              <Sparkles className="size-3.5" aria-hidden />
              Resume will be optimized using FAANG-quality standards
            </p>
          )}
        </div>

        <Button type="submit" className="h-auto min-h-11 w-full whitespace-normal py-2 text-center" size="lg" disabled={!canGenerate} aria-describedby={step ? `${urlId}-step` : undefined}>
          {flow.isPending ? (
            <>
              <Loader2 className="animate-spin" aria-hidden />
              {busyLabel}
            </>
          ) : (
            idleLabel
          )}
        </Button>
        <p id={`${urlId}-step`} role="status" aria-live="polite" className="min-h-5 text-center text-sm text-slate-600">
          {step}
        </p>
      </form>

      {(flow.letterText || flow.letterDone) && (
        <ResultArea
          label="Generated Cover Letter"
          text={flow.letterText}
          complete={flow.letterDone}
          copiedDescription="Cover letter copied successfully"
          notify={notify}
          writeClipboard={writeClipboard}
        />
      )}
      {flow.optimized && (
        <ResultArea
          label="Optimized Resume"
          text={flow.optimized.optimizedContent}
          complete
          copiedDescription="Optimized resume copied successfully"
          notify={notify}
          writeClipboard={writeClipboard}
          rows={14}
        />
      )}
    </div>
  );
}
