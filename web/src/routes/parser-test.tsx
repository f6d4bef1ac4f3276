import { ArrowLeft, CheckCircle2, FlaskConical, Loader2, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PARSER_MIN_TEXT_LENGTH, type TestParserResponse } from '@common/contract/analysis';
import { RESUME_ACCEPT } from '@common/contract/resumes';
import { Button } from '@common/react/ui/button';
import { FileDrop } from '../components/file-drop';
import { PageHeader } from '../components/page-header';
import { AchievementsView } from '../components/parsed/achievements-view';
import { CandidateInfo } from '../components/parsed/candidate-info';
import { orMissing } from '../components/parsed/not-extracted';
import { SkillsView } from '../components/parsed/skills-view';
import { WorkExperienceList } from '../components/parsed/work-experience-list';
import { UploadProgress } from '../components/upload-progress';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { useTestParser } from '../features/analysis/test-parser';
import { paths } from '../lib/paths';
import { toast } from '../lib/use-toast';

/** Achievements shown per job before '... and N more' (SPEC section 9). */
const ACHIEVEMENTS_PER_JOB = 3;

function Checks({ result }: { result: TestParserResponse }) {
  const v = result.parsing_validation;
  const checks: Array<[string, boolean, string]> = [
    ['Name extracted', v.has_name, v.has_name ? 'Yes' : 'No'],
    ['Contact info', v.has_contact, v.has_contact ? 'Yes' : 'No'],
    ['Jobs found', v.work_experience_count > 0, String(v.work_experience_count)],
    ['Quantifiable achievements', v.has_quantifiable_achievements, v.has_quantifiable_achievements ? 'Yes' : 'No'],
    ['Total achievements', v.total_achievements > 0, String(v.total_achievements)],
    [
      `Text length above ${PARSER_MIN_TEXT_LENGTH} characters`,
      result.original_text_length > PARSER_MIN_TEXT_LENGTH,
      result.original_text_length.toLocaleString(),
    ],
  ];
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {checks.map(([label, ok, value]) => (
        <li key={label} className="flex items-center justify-between gap-2 rounded-md border border-slate-200 p-2 text-sm">
          <span className="flex items-center gap-2">
            {ok ? <CheckCircle2 className="size-4 text-green-700" aria-label="passed" /> : <XCircle className="size-4 text-red-700" aria-label="failed" />}
            {label}
          </span>
          <span className="font-medium">{value}</span>
        </li>
      ))}
    </ul>
  );
}

export default function ParserTestPage() {
  const [file, setFile] = useState<File | null>(null);
  const parser = useTestParser();
  const result = parser.data;

  function onRun() {
    if (!file) {
      toast({ title: 'No file selected', description: 'Please select a resume file to test', variant: 'destructive' });
      return;
    }
    parser.mutate(file, {
      onSuccess: (data) =>
        toast({
          title: 'Parser Test Complete',
          description: `Extracted ${data.parsing_validation.work_experience_count} jobs and ${data.parsing_validation.total_achievements} achievements`,
        }),
      onError: (error) => toast({ title: 'Parser test failed', description: error.message, variant: 'destructive' }),
    });
  }

  const section = (title: string, body: ReactNode) => (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );

  return (
    <div className="mx-auto min-h-screen w-full max-w-4xl px-3 py-6 sm:px-6">
      <PageHeader
        title="Advanced Parser Test"
        description="Run the resume parser on a file and check what it extracts."
        icon={<FlaskConical className="mt-1 size-8 shrink-0 text-blue-700" aria-hidden />}
        links={[{ href: paths.home, label: 'Back to Generator', icon: <ArrowLeft aria-hidden /> }]}
      />
      <main className="space-y-6">
        <Card>
          <CardContent className="space-y-4 pt-5 sm:pt-6">
            <FileDrop
              accept={RESUME_ACCEPT}
              hint="PDF, DOC, DOCX or TXT"
              onFile={(next) => {
                parser.reset();
                setFile(next);
              }}
              fileName={file?.name}
              disabled={parser.isPending}
            />
            {parser.isPending && <UploadProgress progress={parser.progress} working="Parsing..." />}
            <Button onClick={onRun} disabled={parser.isPending}>
              {parser.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Run Parser Test
            </Button>
            {parser.isError && (
              <p role="alert" className="text-sm text-red-800">
                {parser.error.message}
              </p>
            )}
          </CardContent>
        </Card>
        {result && (
          <>
            {section('Validation Checks', <Checks result={result} />)}
            {section('Candidate Info', <CandidateInfo data={result.parsed_data} />)}
            {section(
              'Work Experience',
              <WorkExperienceList jobs={result.parsed_data.work_experience} maxAchievements={ACHIEVEMENTS_PER_JOB} />,
            )}
            {section('Technical Skills', <SkillsView data={result.parsed_data} />)}
            {section('Quantifiable Achievements', <AchievementsView data={result.parsed_data} />)}
            {section('Professional Summary', <p className="text-sm">{orMissing(result.parsed_data.professional_summary)}</p>)}
          </>
        )}
      </main>
    </div>
  );
}
