import { FileText, Settings as SettingsIcon } from 'lucide-react';
import { Link } from 'wouter';
import { GeneratorCard } from '@common/react/generator-card';
import { Button } from '@common/react/ui/button';
import { ApiStatus } from '@common/react/api-status';
import { ResumeStatus, uploadActionClass } from '@common/react/resume-status';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { Tooltip, TooltipContent, TooltipTrigger } from '../components/ui/tooltip';
import { useCurrentResume } from '../features/resumes/get-current-resume';
import { isKeyConfigured, useSettings } from '../features/settings/get-settings';
import { api } from '../lib/api-client';
import { paths } from '../lib/paths';
import { toast } from '../lib/use-toast';

const headerLinks = [
  { href: paths.resumeOptimizer, label: 'Resume Tools' },
  { href: paths.resumeParser, label: 'ATS Parser' },
  { href: paths.careerDashboard, label: 'Career Intel' },
];

/** The main generator screen: a narrow single card. */
export default function HomePage() {
  const resume = useCurrentResume();
  const settings = useSettings();
  const connected = isKeyConfigured(settings.data?.openaiApiKey);

  return (
    <div className="min-h-screen px-3 py-6 sm:py-10">
      <Card className="mx-auto w-full max-w-md">
        <CardHeader className="gap-3">
          <div className="flex items-start justify-between gap-2">
            <div className="flex items-center gap-2">
              <FileText className="size-7 text-blue-700" aria-hidden />
              <div>
                <h1 className="text-xl font-bold leading-tight">Smart Cover Letter</h1>
                <p className="text-sm text-slate-600">Generate personalized cover letters</p>
              </div>
            </div>
            <Tooltip>
              <TooltipTrigger asChild>
                <Button asChild variant="ghost" size="icon">
                  <Link href={paths.settings} aria-label="Settings">
                    <SettingsIcon aria-hidden />
                  </Link>
                </Button>
              </TooltipTrigger>
              <TooltipContent>Settings</TooltipContent>
            </Tooltip>
          </div>
          <nav aria-label="Tools" className="flex flex-wrap gap-2">
            {headerLinks.map((link) => (
              <Button key={link.href} asChild variant="outline" size="sm">
                <Link href={link.href}>{link.label}</Link>
              </Button>
            ))}
          </nav>
        </CardHeader>
        <CardContent>
          <main className="space-y-5">
            <ResumeStatus
              resume={resume.data}
              isLoading={resume.isLoading}
              uploadAction={
                <Link href={paths.settings} className={uploadActionClass}>
                  Upload one in settings
                </Link>
              }
            />
            <GeneratorCard
              client={api}
              resume={resume.isLoading ? undefined : (resume.data ?? null)}
              apiKeyConfigured={connected}
              notify={toast}
            />
          </main>
          <footer className="mt-6 border-t border-slate-200 pt-4">
            <ApiStatus connected={connected} className="justify-center" />
          </footer>
        </CardContent>
      </Card>
    </div>
  );
}
