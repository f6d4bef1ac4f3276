import type { ReactNode } from 'react';
import { CheckCircle2, FileWarning, Loader2 } from 'lucide-react';
import type { Resume } from '../contract/resumes';

/**
 * The generator's resume box: loading, present ('Resume uploaded' + 'Ready') or missing
 * ('No resume' + 'Missing'). `uploadAction` is how this host lets the user upload one (a
 * link in the web app, a button that opens the app from the extension).
 */
export function ResumeStatus({ resume, isLoading, uploadAction }: { resume: Resume | null | undefined; isLoading: boolean; uploadAction: ReactNode }) {
  if (isLoading) {
    return (
      <div role="status" className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Loading...
      </div>
    );
  }
  if (resume) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-md border border-green-200 bg-green-50 p-3">
        <div className="flex min-w-0 items-center gap-2">
          <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-hidden />
          <div className="min-w-0">
            <p className="text-sm font-medium text-green-900">Resume uploaded</p>
            <p className="truncate text-xs text-green-800">{resume.filename || 'Resume file'}</p>
          </div>
        </div>
        <span className="rounded-full bg-green-700 px-2.5 py-0.5 text-xs font-semibold text-white">Ready</span>
      </div>
    );
  }
  return (
    <div className="flex items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 p-3">
      <div className="flex min-w-0 items-center gap-2">
        <FileWarning className="size-5 shrink-0 text-amber-800" aria-hidden />
        <div>
          <p className="text-sm font-medium text-amber-950">No resume</p>
          {uploadAction}
        </div>
      </div>
      <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">Missing</span>
    </div>
  );
}

/** Classes of the upload action inside the missing state, for hosts to share the look. */
export const uploadActionClass = 'text-xs text-amber-900 underline underline-offset-2';
