import { ArrowLeft, CheckCircle2, FileText, KeyRound, Mail, Settings as SettingsIcon, Target } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { errorText } from '@common/api/api-error';
import { optimizedResumeDownloadUrl } from '@common/api/optimizer';
import { OptimizeForm } from '../components/optimizer/optimize-form';
import { OptimizedResumeItem } from '../components/optimizer/optimized-resume-item';
import { PageHeader } from '../components/page-header';
import { PageLoading } from '../components/page-loading';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../components/ui/select';
import { useDeleteOptimizedResume } from '../features/optimizer/delete-optimized-resume';
import { useOptimizedResumes } from '../features/optimizer/get-optimized-resumes';
import { useCurrentResume } from '../features/resumes/get-current-resume';
import { useResumes } from '../features/resumes/get-resumes';
import { isKeyConfigured, useSettings } from '../features/settings/get-settings';
import { api } from '../lib/api-client';
import { formatChars, formatDate, formatDateTime, preview } from '../lib/format';
import { paths } from '../lib/paths';
import { toast } from '../lib/use-toast';

const FEATURES = [
  'Works in 15-20 relevant keywords from the job',
  'Rewrites your professional summary for the role',
  'Reorders skills so the most relevant come first',
  'ATS-friendly format: standard headings, no tables or graphics',
  'No fabrication: nothing your resume does not support is added',
];

const LINKS = [
  { href: paths.home, label: 'Back to Home', icon: <ArrowLeft aria-hidden /> },
  { href: paths.coverLetter, label: 'Cover Letter Generator', icon: <Mail aria-hidden /> },
  { href: paths.settings, label: 'API Settings', icon: <SettingsIcon aria-hidden /> },
];

export default function ResumeOptimizerPage() {
  const settings = useSettings();
  const current = useCurrentResume();
  const resumes = useResumes();
  const hasKey = isKeyConfigured(settings.data?.openaiApiKey);
  const optimized = useOptimizedResumes(hasKey);
  const remove = useDeleteOptimizedResume();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expandedId, setExpandedId] = useState<string | null>(null);

  const loading = settings.isLoading || current.isLoading || resumes.isLoading;
  const resumeList = resumes.data ?? [];
  const effectiveId = selectedId ?? current.data?.id ?? null;
  const selected = resumeList.find((r) => r.id === effectiveId) ?? (current.data?.id === effectiveId ? current.data : null);

  function onDelete(id: string) {
    remove.mutate(id, {
      onSuccess: () => {
        setExpandedId(null);
        toast({ title: 'Resume Deleted', description: 'Optimized resume deleted successfully.' });
      },
      onError: (error) =>
        toast({ title: 'Delete Failed', description: errorText(error, 'Failed to delete optimized resume.'), variant: 'destructive' }),
    });
  }

  return (
    <div className="mx-auto min-h-screen w-full max-w-5xl px-3 py-6 sm:px-6">
      <PageHeader
        title="ATS Resume Optimizer"
        description="Tailor your resume to a job title so applicant tracking systems rank it higher."
        icon={<Target className="mt-1 size-8 shrink-0 text-blue-700" aria-hidden />}
        links={LINKS}
      />
      <main>
        {loading ? (
          <PageLoading label="Loading your resumes and settings..." />
        ) : !hasKey ? (
          <Card className="mx-auto max-w-xl border-amber-300 bg-amber-50" role="alert">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <KeyRound className="size-5 text-amber-800" aria-hidden />
                AI API key required
              </CardTitle>
              <CardDescription className="text-amber-950">
                Resume optimization uses your own AI provider key. Configure your OpenAI API key in settings to continue.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Link href={paths.settings} className="font-medium text-blue-800 underline underline-offset-4">
                Go to API settings
              </Link>
            </CardContent>
          </Card>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
            <div className="space-y-6">
              <Card>
                <CardHeader>
                  <CardTitle>Resume</CardTitle>
                </CardHeader>
                <CardContent className="space-y-4">
                  {resumeList.length > 0 ? (
                    <Select value={effectiveId ?? undefined} onValueChange={setSelectedId}>
                      <SelectTrigger aria-label="Resume to optimize">
                        <SelectValue placeholder="Select a resume" />
                      </SelectTrigger>
                      <SelectContent>
                        {resumeList.map((r) => (
                          <SelectItem key={r.id} value={r.id}>
                            {r.filename} ({formatDate(r.uploadedAt)})
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  ) : (
                    <p className="text-sm text-slate-700">
                      No resumes yet.{' '}
                      <Link href={paths.settings} className="text-blue-800 underline underline-offset-2">
                        Upload one in settings
                      </Link>
                      .
                    </p>
                  )}
                  {selected && (
                    <div className="space-y-1 rounded-md border border-slate-200 bg-slate-50 p-3" data-testid="resume-summary">
                      <p className="flex items-center gap-2 font-medium">
                        <FileText className="size-4 text-blue-700" aria-hidden />
                        {selected.filename}
                      </p>
                      <p className="text-xs text-slate-600">
                        {formatChars(selected.content.length)} · uploaded {formatDateTime(selected.uploadedAt)}
                      </p>
                      <p className="text-xs text-slate-800">{preview(selected.content, 120)}</p>
                    </div>
                  )}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Target Job</CardTitle>
                </CardHeader>
                <CardContent>
                  <OptimizeForm resumeId={effectiveId} hasCurrentResume={Boolean(current.data)} />
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>ATS Optimization Features</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="space-y-2">
                    {FEATURES.map((feature) => (
                      <li key={feature} className="flex items-start gap-2 text-sm">
                        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </div>
            <section aria-labelledby="optimized-heading" className="space-y-3">
              <h2 id="optimized-heading" className="text-lg font-semibold">
                Your Optimized Resumes
              </h2>
              {optimized.isLoading ? (
                <PageLoading />
              ) : optimized.isError ? (
                <p role="alert" className="text-sm text-red-800">Could not load optimized resumes: {errorText(optimized.error)}</p>
              ) : (optimized.data ?? []).length === 0 ? (
                <p className="text-sm text-slate-700">No optimized resumes yet. Optimize one for a job title to see it here.</p>
              ) : (
                <ul className="space-y-3">
                  {optimized.data!.map((item) => (
                    <OptimizedResumeItem
                      key={item.id}
                      item={item}
                      expanded={expandedId === item.id}
                      onToggle={() => setExpandedId((id) => (id === item.id ? null : item.id))}
                      onDelete={() => onDelete(item.id)}
                      deleting={remove.isPending && remove.variables === item.id}
                      downloadUrl={optimizedResumeDownloadUrl(api, item.id)}
                    />
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </main>
    </div>
  );
}
