import { Loader2, Wand2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { errorText } from '@common/api/api-error';
import { Button } from '@common/react/ui/button';
import { Input } from '@common/react/ui/input';
import { Label } from '@common/react/ui/label';
import { Textarea } from '@common/react/ui/textarea';
import { useCreateOptimizedResume } from '../../features/optimizer/create-optimized-resume';
import { toast } from '../../lib/use-toast';

/** Target job title and optional description; the fields clear after a successful optimization. */
export function OptimizeForm({ resumeId, hasCurrentResume }: { resumeId: string | null; hasCurrentResume: boolean }) {
  const titleId = useId();
  const descriptionId = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreateOptimizedResume();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!resumeId) {
      toast({ title: 'No Resume Selected', description: 'Please select a resume to optimize.', variant: 'destructive' });
      return;
    }
    const targetJobTitle = title.trim();
    if (!targetJobTitle) {
      toast({ title: 'Job Title Required', description: 'Please enter the target job title.', variant: 'destructive' });
      return;
    }
    const jobDescription = description.trim();
    create.mutate(
      { resumeId, targetJobTitle, ...(jobDescription ? { jobDescription } : {}) },
      {
        onSuccess: () => {
          toast({ title: 'Resume Optimized', description: 'Resume optimized successfully for ATS compatibility!' });
          setTitle('');
          setDescription('');
        },
        onError: (error) =>
          toast({
            title: 'Optimization Failed',
            description: errorText(error, 'Failed to optimize resume. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={titleId}>
          Target Job Title <span aria-hidden className="text-red-700">*</span>
        </Label>
        <Input
          id={titleId}
          required
          aria-required="true"
          placeholder="e.g. Senior Product Manager"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          disabled={create.isPending}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={descriptionId}>Job Description (optional)</Label>
        <Textarea
          id={descriptionId}
          rows={6}
          placeholder="Paste the job description to match its keywords"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          disabled={create.isPending}
        />
      </div>
      <Button type="submit" className="w-full" disabled={!hasCurrentResume || create.isPending}>
        {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
        {create.isPending ? 'Optimizing Resume...' : 'Optimize Resume'}
      </Button>
      {!hasCurrentResume && <p className="text-center text-sm text-slate-700">Please upload a resume first to enable optimization</p>}
      {create.isPending && (
        <p role="status" aria-live="polite" className="text-center text-sm text-slate-700">
          Rewriting your summary, reordering skills and working in the job's keywords. This can take up to a minute.
        </p>
      )}
    </form>
  );
}
