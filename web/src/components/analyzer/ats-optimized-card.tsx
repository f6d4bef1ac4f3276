import { Copy, X } from 'lucide-react';
import type { AtsOptimizeResponse } from '@common/contract/analysis';
import { Button } from '@common/react/ui/button';
import { toast } from '../../lib/use-toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

/** The rewrite from 'Generate High-Score ATS Resume', with its predicted score. */
export function AtsOptimizedCard({ result, onClose }: { result: AtsOptimizeResponse; onClose: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(result.optimized_resume_text);
      toast({ title: 'Copied to clipboard', description: 'Optimized resume copied successfully' });
    } catch {
      toast({ title: 'Failed to copy', description: 'Could not copy to clipboard', variant: 'destructive' });
    }
  }
  return (
    <Card className="border-green-300">
      <CardHeader>
        <CardTitle>High-Score ATS Resume</CardTitle>
        <CardDescription>
          Predicted score {Math.round(result.predicted_score)}/100 (was {Math.round(result.before_score)})
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <pre tabIndex={0} className="max-h-[28rem] overflow-auto whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-sm">
          {result.optimized_resume_text}
        </pre>
        <div className="flex gap-2">
          <Button onClick={copy}>
            <Copy aria-hidden />
            Copy to Clipboard
          </Button>
          <Button variant="outline" onClick={onClose}>
            <X aria-hidden />
            Close
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
