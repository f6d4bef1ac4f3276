import { ArrowLeft, Brain, Database, FileSearch, Loader2, ScanText, Target } from 'lucide-react';
import { useState } from 'react';
import { ATS_GOOD_SCORE, type AnalyzeResumeResponse } from '@common/contract/analysis';
import { Button } from '@common/react/ui/button';
import { AtsOptimizedCard } from '../components/analyzer/ats-optimized-card';
import { ImportReportView } from '../components/analyzer/import-report-view';
import { ScoreCard } from '../components/analyzer/score-card';
import { FileDrop } from '../components/file-drop';
import { PageHeader } from '../components/page-header';
import { AchievementsView } from '../components/parsed/achievements-view';
import { CandidateInfo } from '../components/parsed/candidate-info';
import { orMissing } from '../components/parsed/not-extracted';
import { SkillsView } from '../components/parsed/skills-view';
import { WorkExperienceList } from '../components/parsed/work-experience-list';
import { UploadProgress } from '../components/upload-progress';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useAnalyzeResume } from '../features/analysis/analyze-resume';
import { useOptimizeResumeAts } from '../features/analysis/optimize-resume-ats';
import { useAuthUser } from '../features/auth/get-auth-user';
import { paths } from '../lib/paths';
import { INVALID_FILE_TOAST, isResumeFile, isTooLarge, TOO_LARGE_TOAST } from '../lib/resume-file';
import { toast } from '../lib/use-toast';

const STEPS = [
  { icon: ScanText, title: 'Text Extraction', text: 'Reads the text of PDF, DOCX, DOC and TXT files, including two-column layouts.' },
  { icon: Brain, title: 'Data Parsing', text: 'Finds your contact details, work history with dates, skills and measurable achievements.' },
  { icon: Database, title: 'Storage', text: 'Keeps the structured result so every tool works from the same reading of your resume.' },
  { icon: Target, title: 'Matching', text: 'Scores ATS compatibility 0-100 with a letter grade and lists what to improve.' },
];

/** A zero score whose first improvement says the document could not be parsed (SPEC section 8). */
function isFormatIssue(result: AnalyzeResumeResponse) {
  const first = result.ats_analysis.improvements[0] ?? '';
  return result.ats_analysis.score === 0 && /word document pars|unable to parse/i.test(first);
}

export default function ResumeParserPage() {
  const { isAuthenticated } = useAuthUser();
  const [file, setFile] = useState<File | null>(null);
  const analyze = useAnalyzeResume();
  const optimize = useOptimizeResumeAts();
  const result = analyze.data;

  function onFile(next: File) {
    if (!isResumeFile(next)) {
      toast(INVALID_FILE_TOAST);
      return;
    }
    if (isTooLarge(next)) {
      toast(TOO_LARGE_TOAST);
      return;
    }
    // A new file starts over: the previous analysis and rewrite no longer apply.
    analyze.reset();
    optimize.reset();
    setFile(next);
  }

  function onAnalyze() {
    if (!file) return;
    optimize.reset();
    analyze.mutate(file, {
      onSuccess: (data) =>
        toast(
          isFormatIssue(data)
            ? {
                title: 'Document Format Issue',
                description: 'This file could not be parsed. Please save it as TXT or DOCX and try again.',
                variant: 'destructive',
              }
            : { title: 'Analysis Complete', description: `Your resume scored ${Math.round(data.ats_analysis.score)}/100` },
        ),
      onError: (error) =>
        toast({
          title: 'Analysis Failed',
          description: /pdf/i.test(error.message)
            ? 'This PDF could not be read. Please save it as DOCX or TXT and try again.'
            : 'Failed to analyze resume. Please try again with a different file format.',
          variant: 'destructive',
        }),
    });
  }

  function onOptimize() {
    if (!file) return;
    optimize.mutate(file, {
      onSuccess: (data) =>
        toast({
          title: 'ATS Resume Generated',
          description: `Score improved from ${Math.round(data.before_score)} to ${Math.round(data.predicted_score)}/100`,
        }),
      onError: () =>
        toast({
          title: 'Optimization Failed',
          description: 'Failed to optimize resume. Please check your OpenAI API key in settings.',
          variant: 'destructive',
        }),
    });
  }

  return (
    <div className="mx-auto min-h-screen w-full max-w-5xl px-3 py-6 sm:px-6">
      <PageHeader
        title="Universal ATS Intelligence"
        description="Upload a resume to see how applicant tracking systems read and score it."
        icon={<FileSearch className="mt-1 size-8 shrink-0 text-blue-700" aria-hidden />}
        links={[{ href: paths.home, label: isAuthenticated ? 'Back to Generator' : 'Back to Home', icon: <ArrowLeft aria-hidden /> }]}
      />
      <main className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Upload Resume</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <FileDrop accept=".pdf,.doc,.docx,.txt" hint="PDF, DOCX, DOC or TXT, up to 10MB" onFile={onFile} fileName={file?.name} disabled={analyze.isPending} />
            {analyze.isPending && <UploadProgress progress={analyze.progress} working="Reading and scoring your resume..." />}
            <Button onClick={onAnalyze} disabled={!file || analyze.isPending} className="w-full sm:w-auto">
              {analyze.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {analyze.isPending ? 'Analyzing...' : 'Analyze Resume'}
            </Button>
            {analyze.isError && (
              <p role="alert" className="text-sm text-red-800">
                {analyze.error.message}
              </p>
            )}
          </CardContent>
        </Card>

        {!result ? (
          <section aria-labelledby="how-heading">
            <h2 id="how-heading" className="mb-3 text-lg font-semibold">
              How it works
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {STEPS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-lg border border-slate-200 bg-white p-4">
                  <Icon className="mb-2 size-6 text-blue-700" aria-hidden />
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{text}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <>
            <Card>
              <CardHeader>
                <CardTitle>ATS Score</CardTitle>
              </CardHeader>
              <CardContent className="space-y-6">
                <ScoreCard analysis={result.ats_analysis} />
                {result.ats_analysis.score < ATS_GOOD_SCORE && (
                  <div className="flex flex-col items-start gap-2 rounded-md border border-blue-200 bg-blue-50 p-4">
                    <p className="text-sm text-blue-950">Your score is under {ATS_GOOD_SCORE}. Generate a rewrite built to score higher.</p>
                    <Button onClick={onOptimize} disabled={optimize.isPending}>
                      {optimize.isPending && <Loader2 className="animate-spin" aria-hidden />}
                      {optimize.isPending ? 'Generating...' : 'Generate High-Score ATS Resume'}
                    </Button>
                    {optimize.isPending && (
                      <p role="status" className="text-sm text-blue-950">
                        Rewriting your resume for ATS. This can take up to a minute.
                      </p>
                    )}
                  </div>
                )}
                <ImportReportView report={result.import_report} />
              </CardContent>
            </Card>

            {optimize.data && <AtsOptimizedCard result={optimize.data} onClose={() => optimize.reset()} />}

            <Card>
              <CardContent className="pt-5 sm:pt-6">
                <Tabs defaultValue="parsed">
                  <TabsList aria-label="Analysis details">
                    <TabsTrigger value="parsed">Parsed Data</TabsTrigger>
                    <TabsTrigger value="experience">Experience</TabsTrigger>
                    <TabsTrigger value="skills">Skills</TabsTrigger>
                    <TabsTrigger value="achievements">Achievements</TabsTrigger>
                  </TabsList>
                  <TabsContent value="parsed" className="space-y-4">
                    <CandidateInfo data={result.parsed_data} />
                    <div>
                      <h3 className="mb-1 text-sm font-medium">Professional summary</h3>
                      <p className="text-sm text-slate-800">{orMissing(result.parsed_data.professional_summary)}</p>
                    </div>
                    <p className="text-xs text-slate-600">{result.original_text_length.toLocaleString()} characters of text read</p>
                  </TabsContent>
                  <TabsContent value="experience">
                    <WorkExperienceList jobs={result.parsed_data.work_experience} />
                  </TabsContent>
                  <TabsContent value="skills">
                    <SkillsView data={result.parsed_data} />
                  </TabsContent>
                  <TabsContent value="achievements">
                    <AchievementsView data={result.parsed_data} />
                  </TabsContent>
                </Tabs>
              </CardContent>
            </Card>
          </>
        )}
      </main>
    </div>
  );
}
