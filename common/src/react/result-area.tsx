import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { Notify } from './notify';
import { Button } from './ui/button';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

interface ResultAreaProps {
  label: string;
  text: string;
  /** Copy is offered only for a finished text (SPEC: copy needs a generated letter). */
  complete: boolean;
  copiedDescription: string;
  notify: Notify;
  writeClipboard: (text: string) => Promise<void>;
  rows?: number;
}

/** A read-only generated text with its own Copy button. */
export function ResultArea({ label, text, complete, copiedDescription, notify, writeClipboard, rows = 12 }: ResultAreaProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (!text) return;
    try {
      await writeClipboard(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      notify({ title: 'Copied to clipboard', description: copiedDescription });
    } catch {
      notify({ title: 'Failed to copy', description: 'Could not copy to clipboard', variant: 'destructive' });
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Button type="button" variant="outline" size="sm" onClick={copy} disabled={!complete || !text} aria-label={`Copy ${label}`}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <Textarea id={id} readOnly value={text} rows={rows} aria-busy={!complete} className="resize-y font-serif leading-relaxed" />
    </div>
  );
}
