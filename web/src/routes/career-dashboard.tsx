import { ArrowLeft, Compass, Loader2, RotateCcw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MAX_TARGET_ROLE_CHARS } from '@common/contract/career';
import { Button } from '@common/react/ui/button';
import { Input } from '@common/react/ui/input';
import { Label } from '@common/react/ui/label';
import { ActionPlanTab } from '../components/career/action-plan-tab';
import { CareerPathTab } from '../components/career/career-path-tab';
import { HealthScore } from '../components/career/health-score';
import { MarketIntelTab } from '../components/career/market-intel-tab';
import { OverviewTab } from '../components/career/overview-tab';
import { FileDrop } from '../components/file-drop';
import { PageHeader } from '../components/page-header';
import { UploadProgress } from '../components/upload-progress';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useAnalyzeCareer } from '../features/career/analyze-career';
import { paths } from '../lib/paths';
import { INVALID_FILE_TOAST, isResumeFile, isTooLarge, TOO_LARGE_TOAST } from '../lib/resume-file';
import { toast } from '../lib/use-toast';

export default function CareerDashboardPage() {
  const roleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [targetRole, setTargetRole] = useState('');
  const analysis = useAnalyzeCareer();
  const report = analysis.data;

  function onFile(next: File) {
    if (!isResumeFile(next)) return toast(INVALID_FILE_TOAST);
    if (isTooLarge(next)) return toast(TOO_LARGE_TOAST);
    setFile(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      toast({ title: 'Resume Required', description: 'Please upload your resume to analyze your career trajectory.', variant: 'destructive' });
      return;
    }
    analysis.mutate(
      { file, targetRole: targetRole.trim() || undefined },
      {
        onSuccess: () => toast({ title: 'Career Analysis Complete', description: 'Your career intelligence report is ready' }),
        onError: () => toast({ title: 'Analysis Failed', description: 'Please try again or contact support.', variant: 'destructive' }),
      },
    );
  }

  function reset() {
    analysis.reset();
    setFile(null);
    setTargetRole('');
  }

  return (
    <div className="mx-auto min-h-screen w-full max-w-5xl px-3 py-6 sm:px-6">
      <PageHeader
        title="Career Intelligence"
        description="See where your resume puts you in the market and what to do next."
        icon={<Compass className="mt-1 size-8 shrink-0 text-blue-700" aria-hidden />}
        links={[{ href: paths.home, label: 'Back to Generator', icon: <ArrowLeft aria-hidden /> }]}
      />
      <main className="space-y-6">
        {!report ? (
          <Card className="mx-auto max-w-2xl">
            <CardHeader>
              <CardTitle>Analyze Your Career</CardTitle>
            </CardHeader>
            <CardContent>
              <form onSubmit={onSubmit} noValidate className="space-y-4">
                <FileDrop accept=".pdf,.doc,.docx,.txt" hint="PDF, DOCX, DOC or TXT, up to 10MB" onFile={onFile} fileName={file?.name} disabled={analysis.isPending} />
                <div className="space-y-2">
                  <Label htmlFor={roleId}>Target Role (optional)</Label>
                  <Input
                    id={roleId}
                    placeholder="e.g. Engineering Manager"
                    maxLength={MAX_TARGET_ROLE_CHARS}
                    value={targetRole}
                    onChange={(event) => setTargetRole(event.target.value)}
                    disabled={analysis.isPending}
                  />
                </div>
                <Button type="submit" className="w-full" disabled={analysis.isPending}>
                  {analysis.isPending && <Loader2 className="animate-spin" aria-hidden />}
                  {analysis.isPending ? 'Analyzing Career...' : 'Generate Career Report'}
                </Button>
                {analysis.isPending && (
                  <UploadProgress progress={analysis.progress} working="Reading your resume and building your market report. This can take a minute..." />
                )}
              </form>
            </CardContent>
          </Card>
        ) : (
          <>
            <Card>
              <CardContent className="pt-5 sm:pt-6">
                <HealthScore score={report.health_score} />
              </CardContent>
            </Card>
            <Card>
              <CardContent className="pt-5 sm:pt-6">
                <Tabs defaultValue="overview">
                  <TabsList aria-label="Career report">
                    <TabsTrigger value="overview">Overview</TabsTrigger>
                    <TabsTrigger value="path">Career Path</TabsTrigger>
                    <TabsTrigger value="market">Market Intel</TabsTrigger>
                    <TabsTrigger value="plan">Action Plan</TabsTrigger>
                  </TabsList>
                  <TabsContent value="overview">
                    <OverviewTab intelligence={report.intelligence} />
                  </TabsContent>
                  <TabsContent value="path">
                    <CareerPathTab intelligence={report.intelligence} />
                  </TabsContent>
                  <TabsContent value="market">
                    <MarketIntelTab intelligence={report.intelligence} />
                  </TabsContent>
                  <TabsContent value="plan">
                    <ActionPlanTab intelligence={report.intelligence} health={report.health_score} />
                  </TabsContent>
                </Tabs>
              </CardContent>
            </Card>
            <div className="text-center">
              <Button variant="outline" onClick={reset}>
                <RotateCcw aria-hidden />
                Generate New Career Analysis
              </Button>
            </div>
          </>
        )}
      </main>
    </div>
  );
}
