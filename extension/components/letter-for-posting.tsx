import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { ApiClient } from '@common/api/api-client';
import { errorText } from '@common/api/api-error';
import { streamCoverLetter } from '@common/api/cover-letters';
import type { Notify } from '@common/react/notify';
import { ResultArea } from '@common/react/result-area';
import { Button } from '@common/react/ui/button';

interface LetterForPostingProps {
  client: ApiClient;
  resumeId: string;
  /** The posting the match already stored: no second extraction. */
  jobPostingId: string;
  apiKeyConfigured: boolean;
  notify: Notify;
}

/** The side panel's Generate button: writes the letter for the matched posting, streamed, with Copy. */
export function LetterForPosting({ client, resumeId, jobPostingId, apiKeyConfigured, notify }: LetterForPostingProps) {
  const [text, setText] = useState('');
  const [done, setDone] = useState(false);
  const letter = useMutation({
    mutationFn: () => streamCoverLetter(client, { resumeId, jobPostingId }, (delta) => setText((previous) => previous + delta)),
    onMutate: () => {
      setText('');
      setDone(false);
    },
    onSuccess: ({ response }) => {
      // The stored letter is the truth: replace the streamed text with it.
      setText(response.content);
      setDone(true);
      notify({ title: 'Cover letter generated successfully', description: `Generated ${response.wordCount} words` });
    },
    onError: (error) => {
      setText('');
      notify({ title: 'Failed to generate cover letter', description: errorText(error), variant: 'destructive' });
    },
  });

  function generate() {
    if (!apiKeyConfigured) {
      notify({ title: 'OpenAI API key required', description: 'Please configure your OpenAI API key in settings', variant: 'destructive' });
      return;
    }
    letter.mutate();
  }

  return (
    <div className="space-y-3">
      <Button type="button" className="w-full" onClick={generate} disabled={letter.isPending}>
        {letter.isPending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden />
            Generating cover letter...
          </>
        ) : (
          'Generate Cover Letter'
        )}
      </Button>
      {(text || done) && (
        <ResultArea label="Generated Cover Letter" text={text} complete={done} copiedDescription="Cover letter copied successfully" notify={notify} writeClipboard={(t) => navigator.clipboard.writeText(t)} />
      )}
    </div>
  );
}
