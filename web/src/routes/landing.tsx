import { FileText, Gauge, Sparkles, Target } from 'lucide-react';
import { Link } from 'wouter';
import { loginUrl } from '@common/api/auth';
import { buttonVariants } from '@common/react/ui/button';
import { api } from '../lib/api-client';
import { paths } from '../lib/paths';

const tools = [
  {
    icon: Sparkles,
    title: 'AI Cover Letter Generator',
    text: 'Paste a job posting URL and get a personalized cover letter written from your resume in seconds.',
  },
  {
    icon: Target,
    title: 'ATS Resume Optimizer',
    text: 'Tailor your resume to a job title with the keywords applicant tracking systems look for, without inventing anything.',
  },
  {
    icon: Gauge,
    title: 'ATS Analysis',
    text: 'Score your resume from 0 to 100 with a letter grade, and see its strengths and what to improve.',
  },
];

/** Marketing page for anonymous visitors; sign-in is a browser navigation to the login endpoint. */
export function LandingPage() {
  const signIn = loginUrl(api);
  return (
    <div className="min-h-screen bg-gradient-to-b from-blue-50 to-white">
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4">
        <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <FileText className="size-6 text-blue-700" aria-hidden />
          Smart Cover Letter
        </span>
        <a href={signIn} className={buttonVariants({ variant: 'outline' })}>
          Sign In
        </a>
      </header>
      <main>
        <section className="mx-auto max-w-3xl px-4 pb-12 pt-10 text-center sm:pt-16">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Land your next job with AI-powered applications
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-slate-700 sm:text-lg">
            Generate personalized cover letters from job URLs, optimize your resume for applicant tracking systems, and
            see how your resume scores before you apply.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <a href={signIn} className={buttonVariants({ size: 'lg' })}>
              Get Started
            </a>
            <Link href={paths.resumeParser} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Analyze my resume for free
            </Link>
          </div>
        </section>
        <section aria-labelledby="tools-heading" className="mx-auto max-w-5xl px-4 pb-16">
          <h2 id="tools-heading" className="sr-only">
            Tools
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {tools.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <Icon className="mb-3 size-8 text-blue-700" aria-hidden />
                <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        Smart Cover Letter: cover letters, tailored resumes and ATS scores from one uploaded resume.
      </footer>
    </div>
  );
}
